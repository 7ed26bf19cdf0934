import type { Metrics, Queue } from 'bullmq';

const MINUTE_MS = 60_000;
const HOUR_MINUTES = 60;

/** One queue's jobs by state now, and what its workers finished in the last hour. */
export interface QueueFigures {
  name: string;
  waiting: number;
  active: number;
  delayed: number;
  failed: number;
  completedLastHour: number | null;
  failedLastHour: number | null;
}

/**
 * Jobs finished in the last hour from BullMQ's per-minute metrics. The list gains a point only
 * when a job finishes in a later minute, so points older than the hour are left out by counting
 * from the minute of the last point; the minute under way is the count since that point.
 */
export function finishedLastHour(metrics: Metrics, now: number): number {
  const { count, prevTS, prevCount } = metrics.meta;
  if (!prevTS) return 0;
  const minutesSince = Math.floor(now / MINUTE_MS) - Math.floor(prevTS / MINUTE_MS);
  const withinHour = Math.max(0, HOUR_MINUTES - 1 - minutesSince);
  const earlier = metrics.data.slice(0, withinHour).reduce((sum, points) => sum + points, 0);
  return Math.max(0, count - prevCount) + earlier;
}

/**
 * Counts of one queue; figures of the last hour only where a worker runs here, since only
 * workers record them.
 */
export async function figuresOf(queue: Queue, worked: boolean): Promise<QueueFigures> {
  const [counts, completed, failed] = await Promise.all([
    queue.getJobCounts('waiting', 'active', 'delayed', 'failed'),
    worked ? queue.getMetrics('completed', 0, HOUR_MINUTES) : null,
    worked ? queue.getMetrics('failed', 0, HOUR_MINUTES) : null,
  ]);
  const now = Date.now();
  return {
    name: queue.name,
    waiting: counts.waiting ?? 0,
    active: counts.active ?? 0,
    delayed: counts.delayed ?? 0,
    failed: counts.failed ?? 0,
    completedLastHour: completed ? finishedLastHour(completed, now) : null,
    failedLastHour: failed ? finishedLastHour(failed, now) : null,
  };
}
