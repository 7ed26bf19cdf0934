import { Inject, Injectable } from '@nestjs/common';
import type { OfferLinkDto, TierBundlesDto } from '@tessera/contracts';
import { badRequest, notFound } from '@tessera/platform';
import { TIER_NOT_FOUND } from '../plans/plan-terms';
import { CreatorTiersRepository } from '../tier-catalog/creator-tiers.repository';
import { type BundleChoice, toTierBundleDto } from './bundle-terms';
import { OFFER_NOT_FOUND, toOfferLinkDto } from './offer-link-rules';
import { OfferLinksRepository } from './offer-links.repository';
import type { OfferTiers } from './offer-tiers';
import { TierBundlesRepository } from './tier-bundles.repository';

type Links = Pick<OfferLinksRepository, 'find' | 'ofCreator'>;
type Bundles = Pick<TierBundlesRepository, 'find' | 'ofCreator'>;

export const noBundleOf = (months: number) => `This tier has no bundle of ${months} months`;

/** What a creator offers: bundles of their active tiers, and links by code or for the owner. */
@Injectable()
export class OfferReads {
  constructor(
    @Inject(CreatorTiersRepository) private readonly tiers: OfferTiers,
    @Inject(TierBundlesRepository) private readonly bundles: Bundles,
    @Inject(OfferLinksRepository) private readonly links: Links,
  ) {}

  /** The bundles of each of the creator's tiers on sale, in the tiers' price order. */
  async creatorBundles(creatorId: string): Promise<TierBundlesDto[]> {
    const [tiers, stored] = await Promise.all([
      this.tiers.ofCreator(creatorId, true),
      this.bundles.ofCreator(creatorId),
    ]);
    const byTier = new Map(stored.map((entry) => [entry._id, entry.bundles]));
    return tiers.map((tier) => ({
      tierId: tier._id,
      creatorId,
      monthlyPriceCents: tier.priceCents,
      currency: tier.currency.toUpperCase(),
      bundles: (byTier.get(tier._id) ?? []).map((bundle) =>
        toTierBundleDto(tier.priceCents, bundle),
      ),
    }));
  }

  /** The bundle of a tier a purchase asks for, as the creator set it now. */
  async bundleOf(tierId: string, months: number): Promise<BundleChoice> {
    const stored = await this.bundles.find(tierId);
    const bundle = stored?.bundles.find((entry) => entry.months === months);
    if (!bundle) throw badRequest(noBundleOf(months));
    return { months: bundle.months, discountPercent: bundle.discountPercent };
  }

  /** What a tier renews against: whether it is on sale, its monthly price and its bundles. */
  async tierOnSale(
    tierId: string,
  ): Promise<{ isActive: boolean; priceCents: number; bundles: BundleChoice[] } | null> {
    const [tier, stored] = await Promise.all([
      this.tiers.forSale(tierId),
      this.bundles.find(tierId),
    ]);
    if (!tier) return null;
    return { isActive: tier.isActive, priceCents: tier.priceCents, bundles: stored?.bundles ?? [] };
  }

  async link(code: string): Promise<OfferLinkDto> {
    const link = await this.links.find(code);
    if (!link) throw notFound(OFFER_NOT_FOUND);
    const tier = await this.tiers.forSale(link.tierId);
    if (!tier) throw notFound(TIER_NOT_FOUND);
    return toOfferLinkDto(link, tier, new Date());
  }

  async ownLinks(creatorId: string): Promise<OfferLinkDto[]> {
    const [links, tiers] = await Promise.all([
      this.links.ofCreator(creatorId),
      this.tiers.ofCreator(creatorId, false),
    ]);
    const byId = new Map(tiers.map((tier) => [tier._id, tier]));
    const now = new Date();
    return links.flatMap((link) => {
      const tier = byId.get(link.tierId);
      return tier ? [toOfferLinkDto(link, tier, now)] : [];
    });
  }
}
