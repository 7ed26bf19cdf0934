import { MESSAGES } from '../messages';
import { isRole } from '../roles';
import { TIER_CATALOGUE } from '../tiers/tier.catalogue';
import { compareTierLevels, getTier, isUnderLimit, nextTierWhere } from '../tiers/tier.lookup';
import { type SubscriptionTier } from '../tiers/tier.types';
import { effectiveTierOf, ALLOWED, deny } from './access.decision';
import { type AccessDecision, type AccessUser, type TierSource } from './access.types';
import { resolveMessagingSender } from './messaging-sender';

export interface MessagingAccessInput extends TierSource {
  sender: AccessUser | null | undefined;
  recipient: AccessUser;
  /** New conversations the sender has started today. */
  conversationsToday: number;
  now: Date;
}

/**
 * The lowest tier a creator's accept-list admits, preferring the sender's own tier type so a
 * subscriber is told which subscriber tier to buy.
 */
function lowestAcceptedTier(
  accepted: readonly SubscriptionTier[],
  senderTier: SubscriptionTier,
): SubscriptionTier {
  const sameType = accepted.filter((tier) => tier.type === senderTier.type);
  return [...(sameType.length > 0 ? sameType : accepted)].sort(compareTierLevels)[0];
}

/**
 * "Admins are always allowed" is read as an admin sender (spec section 6: admins bypass
 * messaging checks); messaging an admin follows the normal rules. A creator's accept-list comes
 * from the recipient's effective tier; an empty list, or one naming no known tier, accepts
 * everyone. A creator without a plan sends on the free creator tier's allowance. The daily limit is reached when conversationsToday is at or over it.
 */
export function checkMessaging(input: MessagingAccessInput): AccessDecision {
  const { sender, recipient, conversationsToday, now, tiers = TIER_CATALOGUE } = input;

  const resolved = resolveMessagingSender(sender, now, tiers, recipient.id);
  if ('decision' in resolved) {
    return resolved.decision;
  }
  const senderTier = resolved.tier;

  const limit = senderTier.messagingFeatures.maxConversationsPerDay;
  if (!isUnderLimit(conversationsToday, limit)) {
    return deny(MESSAGES.dailyConversationLimit(limit), {
      // The next tier up that still has room after today's conversations.
      requiredTier: nextTierWhere(
        senderTier,
        (tier) => isUnderLimit(limit, tier.messagingFeatures.maxConversationsPerDay),
        tiers,
      )?.id,
      currentTier: senderTier.id,
      upgradeUrl: '/subscription',
    });
  }

  if (isRole(recipient.role, 'creator')) {
    const accepted = (
      effectiveTierOf(recipient, now, tiers)?.messagingFeatures.allowedCreatorTiers ?? []
    )
      .map((id) => getTier(id, tiers))
      .filter((tier): tier is SubscriptionTier => tier !== undefined);
    if (accepted.length > 0 && !accepted.some((tier) => tier.id === senderTier.id)) {
      const lowest = lowestAcceptedTier(accepted, senderTier);
      return deny(MESSAGES.creatorAcceptsOnly(lowest.name), {
        requiredTier: lowest.id,
        currentTier: senderTier.id,
        upgradeUrl: '/subscription',
      });
    }
  }

  return ALLOWED;
}
