import { FREE_CREATOR_TIER_ID, TIER_CATALOGUE } from './tier.catalogue';
import { type SubscriptionTier, type TierLevel, type TierType, UNLIMITED } from './tier.types';

/** vip and premium are each the top level of their own type, so they share a rank. */
const LEVEL_RANK: Readonly<Record<TierLevel, number>> = { basic: 0, pro: 1, vip: 2, premium: 2 };

export function getTier(
  id: string | null | undefined,
  tiers: readonly SubscriptionTier[] = TIER_CATALOGUE,
): SubscriptionTier | undefined {
  return tiers.find((tier) => tier.id === id);
}

export function tiersByType(
  type: TierType,
  tiers: readonly SubscriptionTier[] = TIER_CATALOGUE,
): SubscriptionTier[] {
  return tiers.filter((tier) => tier.type === type).sort(compareTierLevels);
}

export function tierRank(tier: Pick<SubscriptionTier, 'level'>): number {
  return LEVEL_RANK[tier.level];
}

/** Sort comparator: lower levels first. */
export function compareTierLevels(
  a: Pick<SubscriptionTier, 'level'>,
  b: Pick<SubscriptionTier, 'level'>,
): number {
  return tierRank(a) - tierRank(b);
}

/**
 * The platform fee, in percent, on a creator's sales under a creator plan; the free creator plan's
 * fee when the plan is none (or not a creator plan). The catalogue is the one place fees are set.
 */
export function creatorPlatformFeePercent(planTierId?: string | null): number {
  const fee = getTier(planTierId)?.creatorFeatures?.platformFeePercentage;
  if (fee !== undefined) return fee;
  const freeFee = getTier(FREE_CREATOR_TIER_ID)?.creatorFeatures?.platformFeePercentage;
  if (freeFee === undefined) throw new Error('The catalogue has no free creator plan fee');
  return freeFee;
}

export function isUnlimited(limit: number): boolean {
  return limit === UNLIMITED;
}

/** True while `used` is below `limit`; -1 never runs out. */
export function isUnderLimit(used: number, limit: number): boolean {
  return isUnlimited(limit) || used < limit;
}

/** The lowest tier of a type that grants something, e.g. the cheapest tier with live streaming. */
export function lowestTierWhere(
  type: TierType,
  grants: (tier: SubscriptionTier) => boolean,
  tiers: readonly SubscriptionTier[] = TIER_CATALOGUE,
): SubscriptionTier | undefined {
  return tiersByType(type, tiers).find(grants);
}

/** The lowest tier of the same type, ranked above `current`, that grants something. */
export function nextTierWhere(
  current: SubscriptionTier,
  grants: (tier: SubscriptionTier) => boolean,
  tiers: readonly SubscriptionTier[] = TIER_CATALOGUE,
): SubscriptionTier | undefined {
  return tiersByType(current.type, tiers).find(
    (tier) => tierRank(tier) > tierRank(current) && grants(tier),
  );
}
