import { Inject, Injectable } from '@nestjs/common';
import { InjectQueue, RecurringSweep, SERVICE_CONFIG } from '@tessera/platform';
import type { Queue } from 'bullmq';
import type { BillingConfig } from '../config/billing-config';
import { parseEntry, RenewalSlots } from '../subscriptions/renewal-slots';
import { queueRenewalSteps, RENEWALS_QUEUE, type RenewalJobData } from './renewal.job';

export const RENEWAL_SWEEPS_QUEUE = 'renewal-sweeps';

/**
 * Queues due renewal steps. Every round reads the recent and next slots by `_id`, queues one
 * delayed job per entry in bulk (job id: subscription and step time, so a step is queued once),
 * then takes the queued entries out of their slots. A slot is read again until it is empty.
 */
@Injectable()
export class RenewalSweep extends RecurringSweep<number> {
  private readonly sweepMs: number;

  constructor(
    @InjectQueue(RENEWAL_SWEEPS_QUEUE) sweeps: Queue,
    @InjectQueue(RENEWALS_QUEUE) private readonly renewals: Queue<RenewalJobData>,
    private readonly slots: RenewalSlots,
    @Inject(SERVICE_CONFIG) config: BillingConfig,
  ) {
    const sweepMs = config.RENEWAL_SWEEP_SECONDS * 1000;
    super(sweeps, { schedulerId: 'renewal-sweep', everyMs: sweepMs });
    this.sweepMs = sweepMs;
  }

  protected async sweep(): Promise<number> {
    const now = Date.now();
    const slotMs = this.slots.slotLengthMs;
    // From two slots back, so an entry filed while the previous sweep ran is not left behind.
    const slots = await this.slots.between(now - 2 * slotMs, now + slotMs + this.sweepMs);
    let queued = 0;
    for (const slot of slots) {
      const entries = slot.entries.flatMap((entry) => parseEntry(entry) ?? []);
      await queueRenewalSteps(this.renewals, entries);
      await this.slots.taken(slot._id, slot.entries);
      queued += entries.length;
    }
    return queued;
  }
}
