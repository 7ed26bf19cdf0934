import type { Type } from '@nestjs/common';
import type { DefaultJobOptions, Job } from 'bullmq';

export interface QueueModuleOptions {
  redisUrl: string;
  /** Namespace of every queue key in Redis, so services sharing a Redis never meet. */
  prefix: string;
  /** Adjusts `DEFAULT_JOB_OPTIONS` for every queue of the service. */
  defaultJobOptions?: DefaultJobOptions;
  /** Mounts Bull Board for admins when given. */
  board?: QueueBoardOptions;
}

export interface QueueBoardOptions {
  /** Absolute URL path of the board, e.g. `/api/content/queues` to be reachable through the gateway. */
  path: string;
  /** Shows jobs without the actions that change them (retry, clean, remove, pause). */
  readOnly?: boolean;
}

/** Runs one job; its result is stored with the completed job, a thrown error fails the attempt. */
export type JobHandler<Data = unknown, Result = unknown> = (
  job: Job<Data, Result>,
) => Promise<Result>;

/** A worker as a Nest provider, so it receives its dependencies by injection. */
export interface JobProcessor<Data = unknown, Result = unknown> {
  process(job: Job<Data, Result>): Promise<Result>;
}

export interface QueueDefinition {
  name: string;
  /** What runs the queue's jobs in this process; without it the feature only adds jobs. */
  processor?: JobHandler | Type<JobProcessor>;
  /** Jobs one process runs at once. */
  concurrency?: number;
  /** Adjusts the service's job options for this queue. */
  defaultJobOptions?: DefaultJobOptions;
}
