import autocannon from 'autocannon';

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

function percentile(sorted, fraction) {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil(fraction * sorted.length) - 1)];
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
