import type { DefaultJobOptions } from 'bullmq';

const HOUR_SECONDS = 3600;

/**
 * A job is tried three times, 5 s then 10 s apart, before it counts as failed. Finished jobs are
 * trimmed so Redis does not grow without bound: completed ones after a day (at most 1,000 kept),
 * failed ones after a week (at most 5,000), which leaves time to inspect and retry them.
 */
export const DEFAULT_JOB_OPTIONS: DefaultJobOptions = {
  attempts: 3,
  backoff: { type: 'exponential', delay: 5000 },
  removeOnComplete: { age: 24 * HOUR_SECONDS, count: 1000 },
  removeOnFail: { age: 7 * 24 * HOUR_SECONDS, count: 5000 },
};
