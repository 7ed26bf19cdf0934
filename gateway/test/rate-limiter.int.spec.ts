import { Redis } from 'ioredis';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { infraEnv, RUN_ID } from '../../test/support/test-env';
import type { RateLimitRule } from '../src/rate-limit/rate-limit-policy';
import {
  RATE_LIMIT_MAX_COUNT_AGE_MS,
  RATE_LIMIT_SYNC_INTERVAL_MS,
  RateLimiter,
} from '../src/rate-limit/rate-limiter';

// Two gateway replicas' limiters sharing one Redis, each with its own connection.
const connections = [new Redis(infraEnv().REDIS_URL), new Redis(infraEnv().REDIS_URL)];
const [first, second] = connections.map(
  (redis) => new RateLimiter(redis, pino({ level: 'silent' })),
);

beforeAll(async () => {
  await Promise.all(connections.map((redis) => redis.ping()));
});

afterAll(async () => {
  for (const limiter of [first, second]) limiter.onApplicationShutdown();
  await Promise.all(connections.map((redis) => redis.quit()));
});

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const rule = (limit: number, batched: boolean): RateLimitRule => ({
  routeClass: 'api',
  limit,
  windowMs: 60_000,
  batched,
});
const allowedOf = async (
  limiter: RateLimiter,
  key: string,
  limitRule: RateLimitRule,
  hits: number,
) => {
  let allowed = 0;
  for (let i = 0; i < hits; i += 1) if ((await limiter.hit(key, limitRule)).allowed) allowed += 1;
  return allowed;
};

describe('rate limiter across replicas', () => {
  it('counts exact hits in Redis: the limit holds to the request', async () => {
    const key = `test-exact-${RUN_ID}`;
    const exact = rule(5, false);
    const allowed = [];
    for (let i = 0; i < 4; i += 1) {
      allowed.push((await first.hit(key, exact)).allowed, (await second.hit(key, exact)).allowed);
    }
    expect(allowed.filter(Boolean)).toHaveLength(5);
  });

  it("decides batched hits locally and learns the other replica's within a sync interval", async () => {
    const key = `test-batched-${RUN_ID}`;
    const batched = rule(30, true);
    expect(await allowedOf(first, key, batched, 20)).toBe(20);
    await pause(RATE_LIMIT_SYNC_INTERVAL_MS * 2);
    // The second replica starts from Redis, which holds the first one's 20.
    expect(await allowedOf(second, key, batched, 15)).toBe(10);
    await pause(RATE_LIMIT_MAX_COUNT_AGE_MS + RATE_LIMIT_SYNC_INTERVAL_MS);
    // The first one's count is too old to decide on, so it asks Redis, which has the second's hits.
    expect((await first.hit(key, batched)).allowed).toBe(false);
    const remaining = await first.hit(key, batched);
    expect(remaining.remaining).toBe(0);
    expect(remaining.resetMs).toBeGreaterThan(50_000);
    await pause(RATE_LIMIT_SYNC_INTERVAL_MS * 2);
    expect(Number(await connections[0].get(`ratelimit:${key}`))).toBe(37);
  });

  it('overshoots a batched limit across replicas by at most what the count age lets through', async () => {
    const key = `test-overshoot-${RUN_ID}`;
    const batched = rule(40, true);
    let allowed = 0;
    // Both replicas hit at once, as a client spread over them would: 80 hits against a limit of 40.
    for (let round = 0; round < 40; round += 1) {
      const answers = await Promise.all([first.hit(key, batched), second.hit(key, batched)]);
      allowed += answers.filter((answer) => answer.allowed).length;
      await pause(RATE_LIMIT_SYNC_INTERVAL_MS / 5);
    }
    expect(allowed).toBeGreaterThanOrEqual(40);
    // A count is at most two sync intervals old, about 10 rounds here: the other replica admits
    // at most that many more.
    expect(allowed).toBeLessThanOrEqual(40 + 10);
  });
});
