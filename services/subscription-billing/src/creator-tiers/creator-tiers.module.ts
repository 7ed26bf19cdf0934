import { Module } from '@nestjs/common';
import { CreatorTiersController } from './creator-tiers.controller';
import { CreatorTiersService } from './creator-tiers.service';

/** The platform catalogue and creators' own tiers. */
@Module({
  controllers: [CreatorTiersController],
  providers: [CreatorTiersService],
})
export class CreatorTiersModule {}
