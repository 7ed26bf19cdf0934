import { tiersByType } from '@tessera/rules';

/** The share of earnings creators keep across the creator tiers, e.g. '80–90 %'. */
export function creatorKeepRange(): string {
  const kept = tiersByType('creator')
    .map((tier) => tier.creatorFeatures?.platformFeePercentage)
    .filter((fee): fee is number => typeof fee === 'number')
    .map((fee) => 100 - fee);
  if (kept.length === 0) return '';
  const low = Math.min(...kept);
  const high = Math.max(...kept);
  return low === high ? `${low} %` : `${low}–${high} %`;
}
