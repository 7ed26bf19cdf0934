import { Inject, Injectable, Logger } from '@nestjs/common';
import { InjectQueue, RecurringSweep, SERVICE_CONFIG, SWEEP_JOB_OPTIONS } from '@tessera/platform';
import type { Queue } from 'bullmq';
import type { BillingConfig } from '../config/billing-config';
import { SubscriptionsRepository } from '../subscriptions/subscriptions.repository';
import { queueRenewalSteps, RENEWALS_QUEUE, type RenewalJobData } from './renewal.job';

export const RENEWAL_RECOVERY_QUEUE = 'renewal-recovery';
/** The full search is a scan, so it runs only now and then. */
const RECOVERY_EVERY_MS = 3_600_000;

/**
 * Catches renewal steps the slot sweep missed (an outage longer than a slot): searches every
 * subscription for a step due by the next slot sweep and queues it under the same job id the
 * sweep would, so a step found by both is queued once.
 */
@Injectable()
export class RenewalRecoverySweep extends RecurringSweep<number> {
  private readonly logger = new Logger(RenewalRecoverySweep.name);
  private readonly sweepMs: number;

  constructor(
    @InjectQueue(RENEWAL_RECOVERY_QUEUE) private readonly recoveries: Queue,
    @InjectQueue(RENEWALS_QUEUE) private readonly renewals: Queue<RenewalJobData>,
    private readonly subscriptions: SubscriptionsRepository,
    @Inject(SERVICE_CONFIG) config: BillingConfig,
  ) {
    super(recoveries, { schedulerId: 'renewal-recovery', everyMs: RECOVERY_EVERY_MS });
    this.sweepMs = config.RENEWAL_SWEEP_SECONDS * 1000;
  }

  override async onApplicationBootstrap(): Promise<void> {
    await super.onApplicationBootstrap();
    // Steps that fell due while the service was down are found at once, not within the hour.
    await this.recoveries.add(
      'sweep',
      {},
      { ...SWEEP_JOB_OPTIONS, jobId: `recover-${Date.now()}` },
    );
  }

  protected async sweep(): Promise<number> {
    const due = await this.subscriptions.dueBy(new Date(Date.now() + this.sweepMs));
    const entries = due.flatMap((subscription) =>
      subscription.nextActionAt
        ? [{ subscriptionId: subscription._id, dueMs: subscription.nextActionAt.getTime() }]
        : [],
    );
    await queueRenewalSteps(this.renewals, entries);
    if (entries.length > 0) this.logger.log(`recovery queued ${entries.length} renewal steps`);
    return entries.length;
  }
}
