import type { AdminDispute, AdminDisputeDetail, DisputeEvidencePack } from '@tessera/contracts';
import type { CreatorHold } from '../payouts/payout-holds';
import type { Dispute } from './dispute.schema';

export function toAdminDisputeDto(dispute: Dispute): AdminDispute {
  return {
    id: dispute._id,
    paymentId: dispute.paymentId,
    payerId: dispute.payerId,
    creatorId: dispute.creatorId ?? null,
    amountCents: dispute.amountCents,
    currency: dispute.currency.toUpperCase(),
    reason: dispute.reason,
    status: dispute.status,
    dueBy: dispute.dueBy.toISOString(),
    openedAt: dispute.openedAt.toISOString(),
    submittedAt: dispute.submittedAt?.toISOString() ?? null,
    closedAt: dispute.closedAt?.toISOString() ?? null,
    outcome: dispute.outcome ?? null,
  };
}

export function toAdminDisputeDetailDto(
  dispute: Dispute,
  evidence: DisputeEvidencePack,
  creatorPayoutHold: CreatorHold | null,
): AdminDisputeDetail {
  return {
    ...toAdminDisputeDto(dispute),
    evidence,
    note: dispute.note ?? null,
    submittedBy: dispute.submittedBy ?? null,
    creatorPayoutHold,
  };
}
