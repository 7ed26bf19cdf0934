import { Inject, Injectable } from '@nestjs/common';
import type { SetTierBundlesRequest, TierBundlesDto } from '@tessera/contracts';
import { buildAuditEvent, type RequestContext } from '@tessera/platform';
import { CreatorTiersRepository } from '../tier-catalog/creator-tiers.repository';
import { type BundleChoice, toTierBundleDto } from './bundle-terms';
import { type OfferTiers, ownActiveTier } from './offer-tiers';
import { TierBundlesRepository } from './tier-bundles.repository';

type Bundles = Pick<TierBundlesRepository, 'find' | 'replace'>;

const sameBundles = (a: readonly BundleChoice[], b: readonly BundleChoice[]) =>
  a.length === b.length &&
  a.every((bundle, index) => {
    const other = b[index];
    return other?.months === bundle.months && other.discountPercent === bundle.discountPercent;
  });

/**
 * A creator sets the bundles of one of their tiers: the whole set at once, in month order. Setting
 * what is already set writes nothing, so the same request twice changes and audits once.
 */
@Injectable()
export class SetTierBundlesUseCase {
  constructor(
    @Inject(CreatorTiersRepository) private readonly tiers: OfferTiers,
    @Inject(TierBundlesRepository) private readonly bundles: Bundles,
  ) {}

  async execute(
    creatorId: string,
    tierId: string,
    request: SetTierBundlesRequest,
    context?: RequestContext,
  ): Promise<TierBundlesDto> {
    const tier = await ownActiveTier(this.tiers, creatorId, tierId);
    const wanted = [...request.bundles]
      .sort((a, b) => a.months - b.months)
      .map(({ months, discountPercent }) => ({ months, discountPercent }));
    const stored = await this.bundles.find(tierId);
    const before = stored?.bundles ?? [];
    if (!sameBundles(before, wanted)) {
      const audit = buildAuditEvent(
        'subscription-billing',
        {
          action: 'offer.bundles_changed',
          outcome: 'success',
          userId: creatorId,
          resource: 'tier',
          resourceId: tierId,
          before: { bundles: before },
          after: { bundles: wanted },
        },
        context,
      );
      await this.bundles.replace(tierId, creatorId, wanted, [audit]);
    }
    return {
      tierId,
      creatorId,
      monthlyPriceCents: tier.priceCents,
      currency: tier.currency.toUpperCase(),
      bundles: wanted.map((bundle) => toTierBundleDto(tier.priceCents, bundle)),
    };
  }
}
