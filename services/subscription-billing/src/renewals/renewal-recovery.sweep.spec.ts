import type { Job, Queue } from 'bullmq';
import { describe, expect, it } from 'vitest';
import type { BillingConfig } from '../config/billing-config';
import type { Subscription } from '../subscriptions/subscription.schema';
import type { SubscriptionsRepository } from '../subscriptions/subscriptions.repository';
import { standIn } from '../testing/in-memory-repositories.spec-support';
import { RenewalRecoverySweep } from './renewal-recovery.sweep';

/** The calls a BullMQ queue receives, recorded. */
function recordingQueue() {
  const calls: { method: string; args: unknown[] }[] = [];
  const record =
    (method: string) =>
    async (...args: unknown[]) =>
      void calls.push({ method, args });
  const queue = standIn<Queue>({
    upsertJobScheduler: record('upsertJobScheduler'),
    add: record('add'),
    addBulk: record('addBulk'),
  });
  return { queue, calls };
}

const config = standIn<BillingConfig>({ RENEWAL_SWEEP_SECONDS: 30 });

describe('RenewalRecoverySweep', () => {
  it('repeats hourly and runs one round at once, for steps due while the service was down', async () => {
    const recoveries = recordingQueue();
    const sweep = new RenewalRecoverySweep(
      recoveries.queue,
      recordingQueue().queue,
      standIn<SubscriptionsRepository>({ dueBy: async () => [] }),
      config,
    );

    await sweep.onApplicationBootstrap();

    expect(recoveries.calls.map((call) => call.method)).toEqual(['upsertJobScheduler', 'add']);
    expect(recoveries.calls[0]?.args.slice(0, 2)).toEqual([
      'renewal-recovery',
      { every: 3_600_000 },
    ]);
  });

  it('queues every step due by the next slot sweep under the id the slot sweep uses', async () => {
    const dueAt = new Date(Date.now() - 60_000);
    const due = [
      { _id: 'sub-1', nextActionAt: dueAt },
      { _id: 'sub-2', nextActionAt: null },
    ] as Subscription[];
    let dueBy: Date | undefined;
    const renewals = recordingQueue();
    const sweep = new RenewalRecoverySweep(
      recordingQueue().queue,
      renewals.queue,
      standIn<SubscriptionsRepository>({
        dueBy: async (by: Date) => {
          dueBy = by;
          return due;
        },
      }),
      config,
    );

    const queued = await sweep.process(standIn<Job>({ name: 'sweep' }));

    expect(queued).toBe(1);
    expect(dueBy?.getTime()).toBeGreaterThan(Date.now() + 25_000);
    expect(renewals.calls).toEqual([
      {
        method: 'addBulk',
        args: [
          [
            {
              name: 'renew',
              data: { subscriptionId: 'sub-1', dueMs: dueAt.getTime() },
              opts: { jobId: `renew-sub-1-${dueAt.getTime()}`, delay: 0 },
            },
          ],
        ],
      },
    ]);
  });
});
