import autocannon from 'autocannon';
import { percentile } from '../lib/bench-run.mjs';

function run(base, paths, headers, connections, durationSeconds) {
  const latencies = [];
  return new Promise((resolve, reject) => {
    const instance = autocannon(
      {
        url: base,
        headers,
        connections,
        duration: durationSeconds,
        // Each connection goes round the paths in turn.
        requests: paths.map((path) => ({ method: 'GET', path })),
      },
      (error, result) => (error ? reject(error) : resolve({ result, latencies })),
    );
    instance.on('response', (_client, _statusCode, _bytes, responseTime) => {
      latencies.push(responseTime);
    });
  });
}

/**
 * Loads `paths` (one after another on each connection) for a warm-up whose numbers are dropped,
 * then for the measured duration; every response time is kept for the percentiles. `failures`
 * counts connection errors and non-2xx answers.
 */
export async function measureRequestMix(base, paths, headers, settings) {
  const { connections, warmupSeconds, durationSeconds } = settings;
  await run(base, paths, headers, connections, warmupSeconds);
  const { result, latencies } = await run(base, paths, headers, connections, durationSeconds);
  const sorted = Float64Array.from(latencies).sort();
  return {
    requestsPerSecond: result.requests.average,
    p50Ms: percentile(sorted, 0.5),
    p95Ms: percentile(sorted, 0.95),
    p99Ms: percentile(sorted, 0.99),
    requests: latencies.length,
    failures: result.errors + result.non2xx,
  };
}
