import { Histogram, Registry } from 'prom-client';
import { describe, expect, it } from 'vitest';
import { RequestDurationHistogram } from './request-duration-histogram';

const BUCKETS = [0.005, 0.05, 0.5, 5];
const OBSERVATIONS: Array<[string, string, number, number]> = [
  ['GET', '/api/*', 200, 0.003],
  ['GET', '/api/*', 200, 0.005],
  ['GET', '/api/*', 200, 0.07],
  ['GET', '/api/*', 404, 0.002],
  ['POST', '/api/*', 201, 9],
  ['GET', 'unmatched', 404, 0.0001],
];

describe('RequestDurationHistogram', () => {
  it('is exposed exactly as prom-client exposes its own histogram of the same observations', async () => {
    const ours = new Registry();
    const reference = new Registry();
    const histogram = new RequestDurationHistogram(
      'http_request_duration_seconds',
      'Durations',
      BUCKETS,
      ours,
    );
    const theirs = new Histogram({
      name: 'http_request_duration_seconds',
      help: 'Durations',
      labelNames: ['method', 'route', 'status_code'],
      buckets: BUCKETS,
      registers: [reference],
    });
    for (const [method, route, status, seconds] of OBSERVATIONS) {
      histogram.observe(method, route, status, seconds);
      theirs.observe({ method, route, status_code: String(status) }, seconds);
    }
    expect(await ours.metrics()).toBe(await reference.metrics());
    expect(await ours.metrics()).toContain(
      'http_request_duration_seconds_count{method="GET",route="/api/*",status_code="200"} 3',
    );

    histogram.reset();
    expect(await ours.metrics()).not.toContain('_count{');
  });
});
