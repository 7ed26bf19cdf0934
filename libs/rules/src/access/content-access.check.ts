import { MESSAGES } from '../messages';
import { isRole } from '../roles';
import { TIER_CATALOGUE } from '../tiers/tier.catalogue';
import { lowestTierWhere } from '../tiers/tier.lookup';
import { activeTierOf, ALLOWED, deny } from './access.decision';
import {
  type AccessContent,
  type AccessDecision,
  type AccessUser,
  type TierSource,
} from './access.types';

export interface ContentAccessInput extends TierSource {
  user: AccessUser | null | undefined;
  content: AccessContent;
  bypass?: boolean;
  now: Date;
}

/**
 * The spec's eight steps, in order. "Public" means `isPublic`; a post with privacyLevel 'public'
 * but isPublic false still asks for sign-in, then passes every later step.
 */
export function checkContentAccess(input: ContentAccessInput): AccessDecision {
  const { user, content, now, tiers = TIER_CATALOGUE } = input;

  if (input.bypass === true) {
    return ALLOWED;
  }
  if (content.isPublic) {
    return ALLOWED;
  }
  if (!user) {
    return deny(MESSAGES.loginRequiredContent, { upgradeUrl: '/login' });
  }
  if (isRole(user.role, 'admin') || user.id === content.creatorId) {
    return ALLOWED;
  }

  const tier = activeTierOf(user, now, tiers);
  const lowestSubscriberTier = () => lowestTierWhere('subscriber', () => true, tiers)?.id;

  if (content.requiresSubscription && !tier) {
    return deny(MESSAGES.activeSubscriptionRequired, {
      requiredTier: lowestSubscriberTier(),
      upgradeUrl: '/subscription',
    });
  }

  switch (content.privacyLevel) {
    case 'subscribers':
      return tier
        ? ALLOWED
        : deny(MESSAGES.activeSubscriptionRequired, {
            requiredTier: lowestSubscriberTier(),
            upgradeUrl: '/subscription',
          });
    case 'premium':
      return tier?.contentAccess.canViewPremiumContent
        ? ALLOWED
        : deny(MESSAGES.proTierRequired, {
            requiredTier: lowestTierWhere(
              'subscriber',
              (candidate) => candidate.contentAccess.canViewPremiumContent,
              tiers,
            )?.id,
            currentTier: tier?.id,
            upgradeUrl: '/subscription',
          });
    case 'private':
      return tier?.contentAccess.canViewExclusiveContent
        ? ALLOWED
        : deny(MESSAGES.vipTierRequired, {
            requiredTier: lowestTierWhere(
              'subscriber',
              (candidate) => candidate.contentAccess.canViewExclusiveContent,
              tiers,
            )?.id,
            currentTier: tier?.id,
            upgradeUrl: '/subscription',
          });
    default:
      return ALLOWED;
  }
}
