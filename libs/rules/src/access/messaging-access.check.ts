import { MESSAGES } from '../messages';
import { isRole } from '../roles';
import { TIER_CATALOGUE } from '../tiers/tier.catalogue';
import {
  compareTierLevels,
  getTier,
  isUnderLimit,
  lowestTierWhere,
  nextTierWhere,
} from '../tiers/tier.lookup';
import { type SubscriptionTier } from '../tiers/tier.types';
import { effectiveTierOf, ALLOWED, deny } from './access.decision';
import { type AccessDecision, type AccessUser, type TierSource } from './access.types';
import { type CreatorTierOffer } from './creator-tier-access.rule';
import { resolveMessagingSender } from './messaging-sender';

export interface MessagingAccessInput extends TierSource {
  sender: AccessUser | null | undefined;
  recipient: AccessUser;
  /** New conversations the sender has started today. */
  conversationsToday: number;
  now: Date;
  /** The sender holds an active subscription to one of the recipient creator's own tiers. */
  senderPaysRecipient?: boolean;
  /** The recipient creator's cheapest tier on sale, offered when paying them lifts a denial. */
  recipientCheapestTier?: CreatorTierOffer;
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

const lowestSubscriberPlan = (tiers: readonly SubscriptionTier[]) =>
  lowestTierWhere('subscriber', () => true, tiers);

/**
 * The tier whose limits govern what a sender starts: their plan's, or for a sender without one who
 * pays a creator they write to, the lowest subscriber plan's (the same tier checkMessaging applies).
 */
export function messagingTierOf(
  sender: AccessUser,
  now: Date,
  paysRecipient: boolean,
  tiers: readonly SubscriptionTier[] = TIER_CATALOGUE,
): SubscriptionTier | null {
  return (
    effectiveTierOf(sender, now, tiers) ??
    (paysRecipient ? lowestSubscriberPlan(tiers) : null) ??
    null
  );
}

/**
 * "Admins are always allowed" is read as an admin sender (spec section 6: admins bypass
 * messaging checks); messaging an admin follows the normal rules. A creator's accept-list comes
 * from the recipient's effective tier; an empty list, or one naming no known tier, accepts
 * everyone. A creator without a plan sends on the free creator tier's allowance. The daily limit is reached when conversationsToday is at or over it.
 *
 * One paywall per creator: a sender who pays the recipient creator may message them whatever
 * their platform plan, past the creator's accept-list; their plan's daily limit still applies, and
 * without a plan the lowest subscriber plan's. The denials that paying the creator would lift
 * carry the creator's cheapest tier.
 */
export function checkMessaging(input: MessagingAccessInput): AccessDecision {
  const { sender, recipient, conversationsToday, now, tiers = TIER_CATALOGUE } = input;
  const pays = input.senderPaysRecipient === true && isRole(recipient.role, 'creator');
  const offer =
    isRole(recipient.role, 'creator') && input.recipientCheapestTier
      ? { cheapestTier: input.recipientCheapestTier }
      : {};

  const resolved = resolveMessagingSender(
    sender,
    now,
    tiers,
    recipient.id,
    pays ? lowestSubscriberPlan(tiers) : undefined,
  );
  if ('decision' in resolved) {
    const { decision } = resolved;
    return decision.allowed || decision.upgradeUrl === '/login'
      ? decision
      : { ...decision, ...offer };
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

  if (isRole(recipient.role, 'creator') && !pays) {
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
        ...offer,
      });
    }
  }

  return ALLOWED;
}
