import type { OnApplicationBootstrap } from '@nestjs/common';
import type { Job, JobsOptions, Queue } from 'bullmq';
import type { JobProcessor } from './queue-options';

/** A missed round is made up by the next one, so rounds are neither retried nor kept. */
export const SWEEP_JOB_OPTIONS: JobsOptions = {
  attempts: 1,
  removeOnComplete: true,
  removeOnFail: 100,
};

/** How a sweep repeats: its scheduler's id and the time between rounds. */
export interface SweepSchedule {
  schedulerId: string;
  everyMs: number;
}

/**
 * Base of a job that repeats one round of clean-up. A BullMQ job scheduler repeats it, so one
 * replica runs each round however many are up; upserting the scheduler at every start keeps its
 * interval in step with the configuration and brings it back after Redis was lost. The queue's
 * processor is the subclass, which says what a round does and answers what it did.
 */
export abstract class RecurringSweep<TResult = string>
  implements JobProcessor<unknown, TResult>, OnApplicationBootstrap
{
  protected constructor(
    private readonly queue: Queue,
    private readonly schedule: SweepSchedule,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    await this.queue.upsertJobScheduler(
      this.schedule.schedulerId,
      { every: this.schedule.everyMs },
      { name: 'sweep', opts: SWEEP_JOB_OPTIONS },
    );
  }

  process(_job: Job): Promise<TResult> {
    return this.sweep();
  }

  /** One round; what it answers is kept as the job's result. */
  protected abstract sweep(): Promise<TResult>;
}
