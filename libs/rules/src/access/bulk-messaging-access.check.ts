import { MESSAGES } from '../messages';
import { isRole } from '../roles';
import { TIER_CATALOGUE } from '../tiers/tier.catalogue';
import { isUnderLimit, lowestTierWhere, nextTierWhere } from '../tiers/tier.lookup';
import { ALLOWED, deny } from './access.decision';
import { type AccessDecision, type AccessUser, type TierSource } from './access.types';
import { resolveMessagingSender } from './messaging-sender';

export interface BulkMessagingAccessInput extends TierSource {
  user: AccessUser | null | undefined;
  /** Bulk messages the user has already sent today. */
  bulkMessagesToday: number;
  now: Date;
}

/**
 * Bulk messages are messages, so sign-in and subscription denials reuse the messaging texts and
 * admins bypass the check. The daily cap lives on creator tiers; it is reached when
 * bulkMessagesToday is at or over it, and -1 never runs out.
 */
export function checkBulkMessaging(input: BulkMessagingAccessInput): AccessDecision {
  const { user, bulkMessagesToday, now, tiers = TIER_CATALOGUE } = input;

  const sender = resolveMessagingSender(user, now, tiers);
  if ('decision' in sender) {
    return sender.decision;
  }
  const { tier } = sender;
  if (!tier.messagingFeatures.canSendBulkMessages) {
    return deny(MESSAGES.bulkMessagingUnavailable, {
      requiredTier: lowestTierWhere(
        'creator',
        (candidate) => candidate.messagingFeatures.canSendBulkMessages,
        tiers,
      )?.id,
      currentTier: tier.id,
      upgradeUrl: isRole(user?.role, 'creator') ? '/subscription' : '/register?role=creator',
    });
  }

  const limit = tier.creatorFeatures?.bulkMessageLimit;
  if (limit !== undefined && !isUnderLimit(bulkMessagesToday, limit)) {
    return deny(MESSAGES.dailyBulkLimit(limit), {
      requiredTier: nextTierWhere(
        tier,
        (next) => isUnderLimit(limit, next.creatorFeatures?.bulkMessageLimit ?? 0),
        tiers,
      )?.id,
      currentTier: tier.id,
      upgradeUrl: '/subscription',
    });
  }
  return ALLOWED;
}
