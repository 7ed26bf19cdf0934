import { isSubscriptionActive } from '../subscription/subscription-period.rule';
import { isRole } from '../roles';
import { FREE_CREATOR_TIER_ID, TIER_CATALOGUE } from '../tiers/tier.catalogue';
import { getTier } from '../tiers/tier.lookup';
import { type SubscriptionTier } from '../tiers/tier.types';
import { type AccessDecision, type AccessDenied, type AccessUser } from './access.types';

export const ALLOWED: AccessDecision = Object.freeze({ allowed: true });

export function deny(reason: string, details: Omit<AccessDenied, 'allowed' | 'reason'> = {}) {
  const decision: AccessDenied = { allowed: false, reason };
  if (details.requiredTier !== undefined) decision.requiredTier = details.requiredTier;
  if (details.currentTier !== undefined) decision.currentTier = details.currentTier;
  if (details.upgradeUrl !== undefined) decision.upgradeUrl = details.upgradeUrl;
  if (details.cheapestTier !== undefined) decision.cheapestTier = details.cheapestTier;
  return decision;
}

/**
 * The catalogue tier behind the user's subscription, or null when there is no subscription, it
 * is not active at `now`, or its tier id is unknown to the catalogue.
 */
export function activeTierOf(
  user: Pick<AccessUser, 'subscription'> | null | undefined,
  now: Date,
  tiers: readonly SubscriptionTier[] = TIER_CATALOGUE,
): SubscriptionTier | null {
  const subscription = user?.subscription;
  if (!subscription || !isSubscriptionActive(subscription, now)) {
    return null;
  }
  return getTier(subscription.tierId, tiers) ?? null;
}

/**
 * The tier whose limits govern what the user does: their active tier, or for a creator without
 * one the free creator tier every creator account starts on. Viewing paid content deliberately
 * uses activeTierOf instead, so a free creator account never unlocks subscriber-only posts.
 */
export function effectiveTierOf(
  user: Pick<AccessUser, 'role' | 'subscription'> | null | undefined,
  now: Date,
  tiers: readonly SubscriptionTier[] = TIER_CATALOGUE,
): SubscriptionTier | null {
  const active = activeTierOf(user, now, tiers);
  if (active || !isRole(user?.role, 'creator')) {
    return active;
  }
  return getTier(FREE_CREATOR_TIER_ID, tiers) ?? null;
}
