import { Module } from '@nestjs/common';
import { QueueModule } from '@tessera/platform';
import { SubscriptionsModule } from '../subscriptions/subscriptions.module';
import { RENEWAL_SWEEPS_QUEUE, RenewalSweeper } from './renewal-sweeper';
import { RENEWALS_QUEUE, RenewalJob } from './renewal.job';

/** Renewals, retries and period ends, run as jobs queued by a sweeper. */
@Module({
  imports: [
    SubscriptionsModule,
    QueueModule.forFeature(
      // 10,000 renewals due at once must finish within minutes; each mostly waits on I/O.
      {
        name: RENEWALS_QUEUE,
        processor: RenewalJob,
        concurrency: 32,
        // A job that keeps failing is dropped rather than kept: the subscription still records
        // its due step, and the hourly recovery queues it again under the same id.
        defaultJobOptions: { attempts: 10, removeOnFail: true },
      },
      { name: RENEWAL_SWEEPS_QUEUE, processor: RenewalSweeper, concurrency: 1 },
    ),
  ],
  providers: [RenewalJob, RenewalSweeper],
})
export class RenewalsModule {}
