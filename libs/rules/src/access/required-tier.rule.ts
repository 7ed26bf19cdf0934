import { TIER_CATALOGUE } from '../tiers/tier.catalogue';
import { getTier } from '../tiers/tier.lookup';
import { type TierId } from '../tiers/tier.types';

function maxFileSizeOf(id: TierId): number {
  const tier = getTier(id, TIER_CATALOGUE);
  if (!tier) {
    throw new Error(`Tier ${id} is missing from the catalogue`);
  }
  return tier.messagingFeatures.maxFileSize;
}

/**
 * The spec's thresholds are strict ("under"), and they are the Pro and VIP Subscriber file
 * limits, so a file of exactly 25 MB is sent to VIP Subscriber and exactly 100 MB to Premium
 * Creator, even though the check itself lets a tier take a file equal to its limit.
 */
export function requiredTierForFileSize(sizeMb: number): TierId {
  if (sizeMb < maxFileSizeOf('pro-subscriber')) {
    return 'pro-subscriber';
  }
  if (sizeMb < maxFileSizeOf('vip-subscriber')) {
    return 'vip-subscriber';
  }
  return 'premium-creator';
}
