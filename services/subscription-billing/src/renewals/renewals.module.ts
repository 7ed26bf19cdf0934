import { Module } from '@nestjs/common';
import { QueueModule } from '@tessera/platform';
import { DirectoryModule } from '../directory/directory.module';
import { OffersModule } from '../offers/offers.module';
import { SubscriptionsModule } from '../subscriptions/subscriptions.module';
import { RENEWAL_RECOVERY_QUEUE, RenewalRecoverySweep } from './renewal-recovery.sweep';
import { RENEWALS_QUEUE, RenewalJob } from './renewal.job';
import { RENEWAL_SWEEPS_QUEUE, RenewalSweep } from './renewal.sweep';

/**
 * Renewals, retries and period ends, run as jobs queued by two recurring sweeps: the slot sweep
 * every `RENEWAL_SWEEP_SECONDS`, and an hourly search for the steps it missed.
 */
@Module({
  imports: [
    DirectoryModule,
    OffersModule,
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
      { name: RENEWAL_SWEEPS_QUEUE, processor: RenewalSweep, concurrency: 1 },
      { name: RENEWAL_RECOVERY_QUEUE, processor: RenewalRecoverySweep, concurrency: 1 },
    ),
  ],
  providers: [RenewalJob, RenewalSweep, RenewalRecoverySweep],
})
export class RenewalsModule {}
