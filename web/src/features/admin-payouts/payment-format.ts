import type { PaymentStatus } from '@tessera/contracts';

export const PAYMENT_STATUS_COLORS: Record<PaymentStatus, string> = {
  processing: 'blue',
  requires_action: 'gold',
  succeeded: 'green',
  failed: 'red',
  refunded: 'purple',
  disputed: 'volcano',
};

/** Green under 30, orange under 60, red from 60: where an admin should look first. */
export function riskColor(score: number): string {
  if (score >= 60) return 'red';
  if (score >= 30) return 'orange';
  return 'green';
}
