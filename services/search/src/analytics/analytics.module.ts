import { Module } from '@nestjs/common';
import { MongooseModule } from '@nestjs/mongoose';
import { AnalyticsController } from './analytics.controller';
import { CounterChangesRepository } from './counter-changes.repository';
import { DailyMetric, DailyMetricSchema } from './daily-metric.schema';
import { DailyMetricsRepository } from './daily-metrics.repository';
import { EarningEvents } from './earning.events';
import { Earning, EarningSchema, PostCounters, PostCountersSchema } from './post-counters.schema';
import { ReadAnalyticsUseCase } from './read-analytics.usecase';

/** Daily figures per creator and for the platform, from events, and their API. */
@Module({
  imports: [
    MongooseModule.forFeature([
      { name: DailyMetric.name, schema: DailyMetricSchema },
      { name: PostCounters.name, schema: PostCountersSchema },
      { name: Earning.name, schema: EarningSchema },
    ]),
  ],
  controllers: [AnalyticsController, EarningEvents],
  providers: [DailyMetricsRepository, CounterChangesRepository, ReadAnalyticsUseCase],
  exports: [DailyMetricsRepository, CounterChangesRepository],
})
export class AnalyticsModule {}
