import { Module } from '@nestjs/common';
import { CreatorTiersController } from './creator-tiers.controller';
import { CreatorTiersService } from './creator-tiers.service';
import { TierPriceNotices } from './tier-price-notices';

/** The platform catalogue and creators' own tiers. */
@Module({
  controllers: [CreatorTiersController],
  providers: [CreatorTiersService, TierPriceNotices],
})
export class CreatorTiersModule {}
