import { type SubscriptionStatus } from '../subscription/subscription-period.rule';
import { type TierId } from '../tiers/tier.types';
import { type AccessUser } from './access.types';

export const NOW = new Date('2025-06-15T12:00:00.000Z');
export const LATER = new Date('2025-07-01T00:00:00.000Z');
export const EARLIER = new Date('2025-06-01T00:00:00.000Z');

/** A user holding an active, unexpired subscription to `tierId`, with a role to match. */
export function userOn(
  tierId: TierId,
  overrides: Partial<AccessUser> & { status?: SubscriptionStatus; periodEnd?: Date | string } = {},
): AccessUser {
  const { status = 'active', periodEnd = LATER, ...user } = overrides;
  return {
    id: 'user-1',
    role: tierId.endsWith('-creator') ? 'creator' : 'subscriber',
    subscription: { tierId, status, currentPeriodEnd: periodEnd },
    ...user,
  };
}

export function userWithoutPlan(role = 'subscriber', id = 'user-1'): AccessUser {
  return { id, role, subscription: null };
}
