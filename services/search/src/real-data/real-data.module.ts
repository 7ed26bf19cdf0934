import { Module } from '@nestjs/common';
import { AccountsModule } from '../accounts/accounts.module';
import { ActivityModule } from '../activity/activity.module';
import { AnalyticsModule } from '../analytics/analytics.module';
import { EngineModule } from '../engine/engine.module';
import { FollowsModule } from '../follows/follows.module';
import { PeopleModule } from '../people/people.module';
import { RealDataController } from './real-data.controller';
import { CreatorPricesClient } from './creator-prices.client';
import { RealDataService } from './real-data.service';

/** The section 7 real-data API. */
@Module({
  imports: [
    AccountsModule,
    EngineModule,
    FollowsModule,
    AnalyticsModule,
    ActivityModule,
    PeopleModule,
  ],
  controllers: [RealDataController],
  providers: [RealDataService, CreatorPricesClient],
})
export class RealDataModule {}
