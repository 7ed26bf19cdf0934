import { MESSAGES } from '../messages';
import { isRole } from '../roles';
import { FREE_CREATOR_TIER_ID } from '../tiers/tier.catalogue';
import { type SubscriptionTier } from '../tiers/tier.types';
import { effectiveTierOf, deny } from './access.decision';
import { type AccessDenied, type AccessUser } from './access.types';

export interface CreatorGuardMessages {
  loginRequired: string;
  creatorsOnly: string;
}

/**
 * The first three steps shared by the creator-only checks: signed in, creator role, active
 * creator tier. A creator without any active subscription works on the free creator tier, so
 * this step only fails for a creator whose active plan is a subscriber tier.
 */
export function requireCreatorTier(
  user: AccessUser | null | undefined,
  now: Date,
  tiers: readonly SubscriptionTier[],
  messages: CreatorGuardMessages,
): { tier: SubscriptionTier } | { denied: AccessDenied } {
  if (!user) {
    return { denied: deny(messages.loginRequired, { upgradeUrl: '/login' }) };
  }
  if (!isRole(user.role, 'creator')) {
    return { denied: deny(messages.creatorsOnly, { upgradeUrl: '/register?role=creator' }) };
  }
  const tier = effectiveTierOf(user, now, tiers);
  if (!tier || tier.type !== 'creator') {
    return {
      denied: deny(MESSAGES.activeCreatorSubscriptionRequired, {
        requiredTier: FREE_CREATOR_TIER_ID,
        currentTier: tier?.id,
        upgradeUrl: '/subscription',
      }),
    };
  }
  return { tier };
}
