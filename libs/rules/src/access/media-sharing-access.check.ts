import { MESSAGES } from '../messages';
import { TIER_CATALOGUE } from '../tiers/tier.catalogue';
import { nextTierWhere } from '../tiers/tier.lookup';
import { ALLOWED, deny } from './access.decision';
import { type AccessDecision, type AccessUser, type TierSource } from './access.types';
import { resolveMessagingSender } from './messaging-sender';

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

  const sender = resolveMessagingSender(user, now, tiers);
  if ('decision' in sender) {
    return sender.decision;
  }
  const { tier } = sender;
  if (!tier.messagingFeatures.canSendMedia) {
    return deny(MESSAGES.mediaNotAllowed, {
      requiredTier: nextTierWhere(tier, (next) => next.messagingFeatures.canSendMedia, tiers)?.id,
      currentTier: tier.id,
      upgradeUrl: '/subscription',
    });
  }
  return ALLOWED;
}
