import type { Queue } from 'bullmq';
import { Gauge, Histogram } from 'prom-client';
import { metricsRegistry } from '../metrics/http-metrics';

const STATES = ['waiting', 'active', 'delayed', 'failed', 'completed'] as const;

/** A scrape never waits longer than this for Redis; a queue that does not answer is left out. */
const COUNT_TIMEOUT_MS = 1000;

const trackedQueues = new Set<Queue>();

async function countsOf(queue: Queue): Promise<Record<string, number> | null> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<null>((resolve) => {
    timer = setTimeout(() => resolve(null), COUNT_TIMEOUT_MS);
  });
  try {
    return await Promise.race([queue.getJobCounts(...STATES), timeout]);
  } catch {
    return null;
  } finally {
    clearTimeout(timer);
  }
}

new Gauge({
  name: 'queue_jobs',
  help: 'Jobs per queue and state, counted in Redis at scrape time',
  labelNames: ['queue', 'state'] as const,
  registers: [metricsRegistry],
  async collect() {
    this.reset();
    const queues = [...trackedQueues];
    const counts = await Promise.all(queues.map(countsOf));
    queues.forEach((queue, index) => {
      const queueCounts = counts[index];
      if (!queueCounts) return;
      for (const state of STATES) this.set({ queue: queue.name, state }, queueCounts[state] ?? 0);
    });
  },
});

const jobDuration = new Histogram({
  name: 'queue_job_duration_seconds',
  help: 'Time one attempt of a job ran, by queue and outcome',
  labelNames: ['queue', 'outcome'] as const,
  buckets: [0.01, 0.05, 0.1, 0.5, 1, 5, 15, 60, 300],
  registers: [metricsRegistry],
});

export function trackQueue(queue: Queue): void {
  trackedQueues.add(queue);
}

export function untrackQueue(queue: Queue): void {
  trackedQueues.delete(queue);
}

/** Runs one attempt of a job and records how long it took and how it ended. */
export async function measureJobAttempt<Result>(
  queue: string,
  attempt: () => Promise<Result>,
): Promise<Result> {
  const stop = jobDuration.startTimer({ queue });
  try {
    const result = await attempt();
    stop({ outcome: 'completed' });
    return result;
  } catch (error) {
    stop({ outcome: 'failed' });
    throw error;
  }
}
