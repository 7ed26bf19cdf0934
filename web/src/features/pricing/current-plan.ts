import type { UserDto } from '@tessera/contracts';
import { FREE_CREATOR_TIER_ID, isSubscriptionActive } from '@tessera/rules';
import { userHasRole } from '../../session/user-role';

/**
 * The plan the person is on: an active platform subscription, or for creators without one the
 * free creator tier every creator account starts on.
 */
export function currentPlanId(user: UserDto | null): string | null {
  if (!user) return null;
  const subscription = user.subscriptionTier;
  if (subscription && isSubscriptionActive(subscription, new Date())) return subscription.tierId;
  return userHasRole(user, 'creator') ? FREE_CREATOR_TIER_ID : null;
}
