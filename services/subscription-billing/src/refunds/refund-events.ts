import type { AuditAction, EventEnvelope } from '@tessera/contracts';
import { buildAuditEvent, buildEvent, type RequestContext } from '@tessera/platform';
import type { Refund } from './refund.schema';

const PRODUCER = 'subscription-billing';

/** The audit entry of a step in a refund's life, keyed by the payer it concerns. */
export function refundAudit(
  action: AuditAction,
  refund: Refund,
  step: {
    actorId: string;
    reason?: string;
    before?: Record<string, unknown>;
    after?: Record<string, unknown>;
    outcome?: 'success' | 'failure';
  },
  context?: RequestContext,
): EventEnvelope {
  return buildAuditEvent(
    PRODUCER,
    {
      action,
      outcome: step.outcome ?? 'success',
      userId: refund.payerId,
      actorId: step.actorId,
      resource: 'refund',
      resourceId: refund._id,
      details: {
        paymentId: refund.paymentId,
        amountCents: refund.amountCents,
        currency: refund.currency,
        source: refund.source,
      },
      reason: step.reason ?? refund.reason,
      ...(step.before ? { before: step.before } : {}),
      ...(step.after ? { after: step.after } : {}),
    },
    context,
  );
}

/** Tells the payer (through messaging) that money went back to them. */
export function paymentRefundedEvent(refund: Refund, full: boolean, at: Date): EventEnvelope {
  return buildEvent(
    'payment.refunded',
    {
      refundId: refund._id,
      paymentId: refund.paymentId,
      payerId: refund.payerId,
      ...(refund.creatorId ? { creatorId: refund.creatorId } : {}),
      purpose: refund.purpose,
      amountCents: refund.amountCents,
      currency: refund.currency,
      full,
      reason: refund.reason,
      refundedAt: at.toISOString(),
    },
    { producer: PRODUCER, key: refund.paymentId },
  );
}
