import type { Refund as RefundDto } from '@tessera/contracts';
import type { Refund } from './refund.schema';

export function toRefundDto(refund: Refund): RefundDto {
  return {
    id: refund._id,
    paymentId: refund.paymentId,
    payerId: refund.payerId,
    amountCents: refund.amountCents,
    currency: refund.currency.toUpperCase(),
    reason: refund.reason,
    status: refund.status,
    source: refund.source,
    requestedBy: refund.requestedBy,
    issuedBy: refund.issuedBy ?? null,
    approvedBy: refund.approvedBy ?? null,
    rejectedBy: refund.rejectedBy ?? null,
    rejectionReason: refund.rejectionReason ?? null,
    failureReason: refund.failureReason ?? null,
    createdAt: refund.createdAt.toISOString(),
    settledAt: refund.settledAt?.toISOString() ?? null,
  };
}
