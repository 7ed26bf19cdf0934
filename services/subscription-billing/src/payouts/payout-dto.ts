import type { AdminPayout, AdminPayoutStatus, PayoutDto } from '@tessera/contracts';
import type { Payout, PayoutStatus } from './payout.schema';

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

const ADMIN_STATUS_OF: Record<PayoutStatus, AdminPayoutStatus> = {
  pending: 'scheduled',
  held: 'held',
  paid: 'paid',
  failed: 'failed',
  // Never written today; listed with the failed so that nothing goes missing.
  canceled: 'failed',
};

const BILLING_STATUS_OF: Record<AdminPayoutStatus, PayoutStatus> = {
  scheduled: 'pending',
  held: 'held',
  paid: 'paid',
  failed: 'failed',
};

export const billingStatusOf = (status: AdminPayoutStatus): PayoutStatus =>
  BILLING_STATUS_OF[status];

/** The ISO 8601 week of a day, e.g. `2026-W48`: the period a weekly payout belongs to. */
export function isoWeekOf(day: Date): string {
  const date = new Date(Date.UTC(day.getUTCFullYear(), day.getUTCMonth(), day.getUTCDate()));
  // The Thursday of the same week decides the year the week belongs to.
  date.setUTCDate(date.getUTCDate() + 4 - (date.getUTCDay() || 7));
  const yearStart = Date.UTC(date.getUTCFullYear(), 0, 1);
  const week = Math.ceil(((date.getTime() - yearStart) / 86_400_000 + 1) / 7);
  return `${date.getUTCFullYear()}-W${String(week).padStart(2, '0')}`;
}

export function toAdminPayoutDto(payout: Payout, creatorName: string | null): AdminPayout {
  return {
    id: payout._id,
    creatorId: payout.creatorId,
    creatorName,
    amount: payout.amountCents,
    fees: payout.feeCents,
    netAmount: payout.netCents,
    currency: payout.currency.toUpperCase(),
    status: ADMIN_STATUS_OF[payout.status],
    origin: payout.origin,
    period: isoWeekOf(payout.scheduledFor),
    scheduledFor: payout.scheduledFor.toISOString(),
    hold: payout.hold
      ? {
          code: payout.hold.code,
          reason: payout.hold.reason,
          heldBy: payout.hold.heldBy,
          heldAt: new Date(payout.hold.heldAt).toISOString(),
        }
      : null,
    failureReason: payout.failureReason ?? null,
    createdAt: payout.createdAt.toISOString(),
  };
}
