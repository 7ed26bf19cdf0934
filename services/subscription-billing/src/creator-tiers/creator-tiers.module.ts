import { Module } from '@nestjs/common';
import { DirectoryModule } from '../directory/directory.module';
import { SubscriptionsModule } from '../subscriptions/subscriptions.module';
import { TierCatalogModule } from '../tier-catalog/tier-catalog.module';
import { CreatorTiersController } from './creator-tiers.controller';
import { CreatorTiersService } from './creator-tiers.service';
import { TierPriceNotices } from './tier-price-notices';

/** The platform catalogue and creators' own tiers. */
@Module({
  imports: [TierCatalogModule, SubscriptionsModule, DirectoryModule],
  controllers: [CreatorTiersController],
  providers: [CreatorTiersService, TierPriceNotices],
})
export class CreatorTiersModule {}
