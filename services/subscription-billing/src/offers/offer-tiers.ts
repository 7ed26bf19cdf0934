import { TIER_NOT_FOUND } from '../plans/plan-terms';
import type { CreatorTiersRepository, TierForSale } from '../tier-catalog/creator-tiers.repository';
import { badRequest, notFound } from '@tessera/platform';

export type OfferTiers = Pick<CreatorTiersRepository, 'forSale' | 'ofCreator'>;

export const TIER_NOT_SOLD = 'This tier is no longer offered';

/** The creator's own tier, still sold: what bundles and links may be set for. */
export async function ownActiveTier(
  tiers: OfferTiers,
  creatorId: string,
  tierId: string,
): Promise<TierForSale> {
  const tier = await tiers.forSale(tierId);
  if (!tier || tier.creatorId !== creatorId) throw notFound(TIER_NOT_FOUND);
  if (!tier.isActive) throw badRequest(TIER_NOT_SOLD);
  return tier;
}
