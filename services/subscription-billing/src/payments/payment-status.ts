import type { PaymentStatus } from '@tessera/contracts';
import type { PaymentFacts } from './payment.schema';

/** The status the facts add up to: a reversal outranks success, success outranks failure. */
export function paymentStatus(facts: PaymentFacts): PaymentStatus {
  if (facts.disputedAt) return 'disputed';
  if (facts.refundedAt) return 'refunded';
  if (facts.succeededAt) return 'succeeded';
  if (facts.failedAt) return 'failed';
  if (facts.requiresActionAt) return 'requires_action';
  return 'processing';
}
