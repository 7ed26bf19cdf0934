import { Module } from '@nestjs/common';
import { MongooseModule } from '@nestjs/mongoose';
import { CreatorTier, CreatorTierSchema } from './creator-tier.schema';
import { CreatorTiersRepository } from './creator-tiers.repository';

/**
 * What creators' tiers sell, stored apart from their editing: subscriptions read it to sell a
 * tier, and editing a tier's price tells those subscriptions.
 */
@Module({
  imports: [MongooseModule.forFeature([{ name: CreatorTier.name, schema: CreatorTierSchema }])],
  providers: [CreatorTiersRepository],
  exports: [CreatorTiersRepository],
})
export class TierCatalogModule {}
