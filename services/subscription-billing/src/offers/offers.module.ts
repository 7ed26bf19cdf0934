import { Module } from '@nestjs/common';
import { MongooseModule } from '@nestjs/mongoose';
import { TierCatalogModule } from '../tier-catalog/tier-catalog.module';
import { ClaimOfferLinkUseCase } from './claim-offer-link.usecase';
import { CreateOfferLinkUseCase } from './create-offer-link.usecase';
import { DeactivateOfferLinkUseCase } from './deactivate-offer-link.usecase';
import { OfferClaim, OfferClaimSchema } from './offer-claim.schema';
import { OfferClaimsRepository } from './offer-claims.repository';
import { OfferLink, OfferLinkSchema } from './offer-link.schema';
import { OfferLinksRepository } from './offer-links.repository';
import { OfferReads } from './offer-reads';
import { OffersController } from './offers.controller';
import { SetTierBundlesUseCase } from './set-tier-bundles.usecase';
import { TierBundles, TierBundlesSchema } from './tier-bundle.schema';
import { TierBundlesRepository } from './tier-bundles.repository';
import { UpdateOfferLinkUseCase } from './update-offer-link.usecase';

/**
 * Bundles of creators' tiers and their trial and promotion links. Subscribing reads a bundle's
 * terms from `OfferReads` and claims a link through `ClaimOfferLinkUseCase`.
 */
@Module({
  imports: [
    TierCatalogModule,
    MongooseModule.forFeature([
      { name: TierBundles.name, schema: TierBundlesSchema },
      { name: OfferLink.name, schema: OfferLinkSchema },
      { name: OfferClaim.name, schema: OfferClaimSchema },
    ]),
  ],
  controllers: [OffersController],
  providers: [
    TierBundlesRepository,
    OfferLinksRepository,
    OfferClaimsRepository,
    OfferReads,
    SetTierBundlesUseCase,
    CreateOfferLinkUseCase,
    DeactivateOfferLinkUseCase,
    UpdateOfferLinkUseCase,
    ClaimOfferLinkUseCase,
  ],
  exports: [OfferReads, ClaimOfferLinkUseCase],
})
export class OffersModule {}
