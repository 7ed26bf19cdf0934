import { Inject, Injectable, Logger, type OnApplicationBootstrap } from '@nestjs/common';
import { InjectQueue, type JobProcessor, SERVICE_CONFIG } from '@tessera/platform';
import type { Job, Queue } from 'bullmq';
import type { BillingConfig } from '../config/billing-config';
import { SubscriptionsRepository } from '../subscriptions/subscriptions.repository';
import { type DueEntry, parseEntry, RenewalSlots } from '../subscriptions/renewal-slots';
import { RENEWALS_QUEUE, type RenewalJobData } from './renewal.job';

export const RENEWAL_SWEEPS_QUEUE = 'renewal-sweeps';
/** The full search that catches steps missed while no sweep ran (an outage longer than a slot). */
const RECOVERY_EVERY_MS = 3_600_000;
const BULK_SIZE = 1_000;

/**
 * Queues due renewal steps. Every sweep reads the recent and next slots by `_id`, queues one
 * delayed job per entry in bulk (job id: subscription and step time, so a step is queued once),
 * then takes the queued entries out of their slots. Sweeps run as a repeatable job, so one
 * process sweeps at a time however many run.
 */
@Injectable()
export class RenewalSweeper implements JobProcessor<unknown, number>, OnApplicationBootstrap {
  private readonly logger = new Logger(RenewalSweeper.name);
  private readonly sweepMs: number;

  constructor(
    @InjectQueue(RENEWAL_SWEEPS_QUEUE) private readonly sweeps: Queue,
    @InjectQueue(RENEWALS_QUEUE) private readonly renewals: Queue<RenewalJobData>,
    private readonly slots: RenewalSlots,
    private readonly subscriptions: SubscriptionsRepository,
    @Inject(SERVICE_CONFIG) config: BillingConfig,
  ) {
    this.sweepMs = config.RENEWAL_SWEEP_SECONDS * 1000;
  }

  async onApplicationBootstrap(): Promise<void> {
    await this.sweeps.upsertJobScheduler(
      'renewal-sweep',
      { every: this.sweepMs },
      { name: 'sweep' },
    );
    await this.sweeps.upsertJobScheduler(
      'renewal-recovery',
      { every: RECOVERY_EVERY_MS },
      { name: 'recover' },
    );
    // Steps that fell due while the service was down are found at once, not within the hour.
    await this.sweeps.add('recover', {}, { jobId: `recover-${Date.now()}` });
  }

  process(job: Job): Promise<number> {
    return job.name === 'recover' ? this.recover() : this.sweep();
  }

  /** Queues what the slots around now hold; a slot is read again until it is empty. */
  async sweep(): Promise<number> {
    const now = Date.now();
    const slotMs = this.slots.slotLengthMs;
    // From two slots back, so an entry filed while the previous sweep ran is not left behind.
    const slots = await this.slots.between(now - 2 * slotMs, now + slotMs + this.sweepMs);
    let queued = 0;
    for (const slot of slots) {
      const entries = slot.entries.flatMap((entry) => parseEntry(entry) ?? []);
      await this.enqueue(entries);
      await this.slots.taken(slot._id, slot.entries);
      queued += entries.length;
    }
    return queued;
  }

  /** Searches every subscription for a due step: a scan, so only now and then. */
  async recover(): Promise<number> {
    const due = await this.subscriptions.dueBy(new Date(Date.now() + this.sweepMs));
    const entries = due.flatMap((subscription) =>
      subscription.nextActionAt
        ? [{ subscriptionId: subscription._id, dueMs: subscription.nextActionAt.getTime() }]
        : [],
    );
    await this.enqueue(entries);
    if (entries.length > 0) this.logger.log(`recovery queued ${entries.length} renewal steps`);
    return entries.length;
  }

  private async enqueue(entries: DueEntry[]): Promise<void> {
    for (let from = 0; from < entries.length; from += BULK_SIZE) {
      const now = Date.now();
      await this.renewals.addBulk(
        entries.slice(from, from + BULK_SIZE).map((entry) => ({
          name: 'renew',
          data: entry,
          opts: {
            jobId: `renew-${entry.subscriptionId}-${entry.dueMs}`,
            delay: Math.max(0, entry.dueMs - now),
          },
        })),
      );
    }
  }
}
