import { Module } from '@nestjs/common';
import { MongooseModule } from '@nestjs/mongoose';
import { DirectoryModule } from '../directory/directory.module';
import { Journal, JournalSchema } from '../ledger/journal.schema';
import { Subscription, SubscriptionSchema } from '../subscriptions/subscription.schema';
import { CountSubscriberChangesUseCase } from './count-subscriber-changes.usecase';
import { CreatorStatsController } from './creator-stats.controller';
import { CreatorStatsRepository } from './creator-stats.repository';
import { ExportSubscribersCsvUseCase } from './export-subscribers-csv.usecase';
import { FanNames } from './fan-names';
import { ListSubscribersUseCase } from './list-subscribers.usecase';
import { RankTopFansUseCase } from './rank-top-fans.usecase';
import { SummarizeEarningsUseCase } from './summarize-earnings.usecase';

/**
 * Creator Studio's money and fans: earnings by kind, new and lost subscribers, top fans and the
 * subscriber list with its CSV export. It only reads: the ledger's journals and the subscriptions
 * (the models their own modules register), and names from the user directory.
 */
@Module({
  imports: [
    DirectoryModule,
    MongooseModule.forFeature([
      { name: Journal.name, schema: JournalSchema },
      { name: Subscription.name, schema: SubscriptionSchema },
    ]),
  ],
  controllers: [CreatorStatsController],
  providers: [
    CreatorStatsRepository,
    FanNames,
    SummarizeEarningsUseCase,
    CountSubscriberChangesUseCase,
    RankTopFansUseCase,
    ListSubscribersUseCase,
    ExportSubscribersCsvUseCase,
  ],
})
export class CreatorStatsModule {}
