import type { PayoutDto } from '@tessera/contracts';
import type { Payout } from './payout.schema';

export function toPayoutDto(payout: Payout): PayoutDto {
  return {
    id: payout._id,
    creatorId: payout.creatorId,
    amount: payout.amountCents,
    currency: payout.currency.toUpperCase(),
    status: payout.status,
    payoutMethodType: 'stripe_connect',
    fees: payout.feeCents,
    netAmount: payout.netCents,
    scheduledFor: payout.scheduledFor.toISOString(),
    origin: payout.origin,
    createdAt: payout.createdAt.toISOString(),
  };
}
