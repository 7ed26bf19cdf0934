import { MESSAGES } from '../messages';
import { isRole } from '../roles';
import { TIER_CATALOGUE } from '../tiers/tier.catalogue';
import { nextTierWhere } from '../tiers/tier.lookup';
import { effectiveTierOf, ALLOWED, deny } from './access.decision';
import { type AccessDecision, type AccessUser, type TierSource } from './access.types';

export interface MediaSharingAccessInput extends TierSource {
  user: AccessUser | null | undefined;
  now: Date;
}

/**
 * Media is sent inside messages, so the sign-in and subscription denials reuse the messaging
 * texts, and admins bypass it as they bypass messaging checks.
 */
export function checkMediaSharing(input: MediaSharingAccessInput): AccessDecision {
  const { user, now, tiers = TIER_CATALOGUE } = input;

  if (!user) {
    return deny(MESSAGES.messagingLoginRequired, { upgradeUrl: '/login' });
  }
  if (isRole(user.role, 'admin')) {
    return ALLOWED;
  }
  const tier = effectiveTierOf(user, now, tiers);
  if (!tier) {
    return deny(MESSAGES.messagingSubscriptionRequired, { upgradeUrl: '/subscription' });
  }
  if (!tier.messagingFeatures.canSendMedia) {
    return deny(MESSAGES.mediaNotAllowed, {
      requiredTier: nextTierWhere(tier, (next) => next.messagingFeatures.canSendMedia, tiers)?.id,
      currentTier: tier.id,
      upgradeUrl: '/subscription',
    });
  }
  return ALLOWED;
}
