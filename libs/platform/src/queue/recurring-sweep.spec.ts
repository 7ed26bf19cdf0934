import type { Job, Queue } from 'bullmq';
import { describe, expect, it } from 'vitest';
import { RecurringSweep, SWEEP_JOB_OPTIONS } from './recurring-sweep';

/** The scheduler calls a queue receives, as BullMQ's `upsertJobScheduler` takes them. */
function schedulingQueue() {
  const schedulers: unknown[][] = [];
  const queue = {
    upsertJobScheduler: async (...args: unknown[]) => void schedulers.push(args),
  } as unknown as Queue;
  return { queue, schedulers };
}

class CountingSweep extends RecurringSweep<number> {
  rounds = 0;

  constructor(queue: Queue, everyMs: number) {
    super(queue, { schedulerId: 'count-rounds', everyMs });
  }

  protected async sweep(): Promise<number> {
    this.rounds += 1;
    return this.rounds;
  }
}

describe('RecurringSweep', () => {
  it('schedules its round at start, every interval, neither retried nor kept', async () => {
    const { queue, schedulers } = schedulingQueue();
    await new CountingSweep(queue, 30_000).onApplicationBootstrap();

    expect(schedulers).toEqual([
      ['count-rounds', { every: 30_000 }, { name: 'sweep', opts: SWEEP_JOB_OPTIONS }],
    ]);
    expect(SWEEP_JOB_OPTIONS).toEqual({ attempts: 1, removeOnComplete: true, removeOnFail: 100 });
  });

  it('runs one round per job and answers what the round answered', async () => {
    const sweep = new CountingSweep(schedulingQueue().queue, 1_000);

    expect(await sweep.process({} as Job)).toBe(1);
    expect(await sweep.process({} as Job)).toBe(2);
  });
});
