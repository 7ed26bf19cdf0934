import { describe, expect, it } from 'vitest';
import { backoffDelayMs, isRepeatable, isRetryableFailure } from './retry-policy';

describe('retry policy', () => {
  it('repeats idempotent methods, and POST or PATCH only with an idempotency key', () => {
    for (const method of ['GET', 'HEAD', 'PUT', 'DELETE']) {
      expect(isRepeatable(method, undefined)).toBe(true);
    }
    expect(isRepeatable('POST', undefined)).toBe(false);
    expect(isRepeatable('PATCH', undefined)).toBe(false);
    expect(isRepeatable('POST', 'key-1')).toBe(true);
  });

  it('retries network failures, timeouts and gateway statuses only', () => {
    expect(isRetryableFailure('network')).toBe(true);
    expect(isRetryableFailure('timeout')).toBe(true);
    expect([502, 503, 504].every((status) => isRetryableFailure('response', status))).toBe(true);
    expect([400, 404, 409, 500].some((status) => isRetryableFailure('response', status))).toBe(
      false,
    );
    expect(isRetryableFailure('circuit-open')).toBe(false);
    expect(isRetryableFailure('aborted')).toBe(false);
  });

  it('doubles the backoff ceiling per retry up to the maximum, with full jitter below it', () => {
    const highest = () => 1;
    expect([0, 1, 2, 3, 4].map((attempt) => backoffDelayMs(attempt, 100, 1000, highest))).toEqual([
      100, 200, 400, 800, 1000,
    ]);
    expect(backoffDelayMs(3, 100, 1000, () => 0.25)).toBe(200);
    expect(backoffDelayMs(3, 100, 1000, () => 0)).toBe(0);
  });
});
