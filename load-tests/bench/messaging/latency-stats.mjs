import { percentile } from '../lib/bench-run.mjs';

/** p50, p95, p99 and max of a list of milliseconds. */
export function latencyStats(values) {
  const sorted = Float64Array.from(values).sort();
  return {
    count: sorted.length,
    p50: percentile(sorted, 0.5),
    p95: percentile(sorted, 0.95),
    p99: percentile(sorted, 0.99),
    max: sorted.length > 0 ? sorted[sorted.length - 1] : Number.NaN,
  };
}
