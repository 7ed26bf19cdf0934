import autocannon from 'autocannon';
import { percentile } from './bench-run.mjs';
import { positiveInteger } from './settings.mjs';

/** How long and how hard each load case runs; every value can be overridden from the environment. */
export function loadCaseSettings() {
  return {
    durationSeconds: positiveInteger('BENCH_DURATION_SECONDS', 10),
    warmupSeconds: positiveInteger('BENCH_WARMUP_SECONDS', 2),
    connections: positiveInteger('BENCH_CONNECTIONS', 32),
  };
}

function run({ url, headers }, connections, durationSeconds) {
  // autocannon's own histogram has whole-millisecond buckets and no p95, so every response time
  // is kept here instead.
  const latencies = [];
  return new Promise((resolve, reject) => {
    const instance = autocannon(
      { url, headers, connections, duration: durationSeconds },
      (error, result) => (error ? reject(error) : resolve({ result, latencies })),
    );
    instance.on('response', (_client, _statusCode, _bytes, responseTime) => {
      latencies.push(responseTime);
    });
  });
}

/**
 * Loads one endpoint from this process for a warm-up, whose numbers are dropped, then for the
 * measured duration. `failures` counts connection errors (timeouts included) and non-2xx answers.
 */
export async function measureLoadCase(target, { connections, warmupSeconds, durationSeconds }) {
  await run(target, connections, warmupSeconds);
  const { result, latencies } = await run(target, connections, durationSeconds);
  const sorted = Float64Array.from(latencies).sort();
  return {
    requestsPerSecond: result.requests.average,
    p50Ms: percentile(sorted, 0.5),
    p95Ms: percentile(sorted, 0.95),
    requests: latencies.length,
    failures: result.errors + result.non2xx,
  };
}
