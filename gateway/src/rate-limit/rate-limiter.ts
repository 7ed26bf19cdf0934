import { Inject, Injectable, type OnApplicationShutdown } from '@nestjs/common';
import { APP_LOGGER, REDIS_CLIENT } from '@tessera/platform';
import { type ChainableCommander, Redis } from 'ioredis';
import type { Logger } from 'pino';
import { LocalRateWindows } from './local-rate-windows';
import type { RateLimitRule } from './rate-limit-policy';

export interface RateLimitOutcome {
  allowed: boolean;
  limit: number;
  remaining: number;
  /** Milliseconds until the current window ends and the count starts again. */
  resetMs: number;
}

/**
 * Adds hits to a counter and starts the window's expiry in one step, so a crash between the two
 * can never leave a counter that lives forever.
 */
const HIT_SCRIPT = `
local count = redis.call('INCRBY', KEYS[1], ARGV[2])
if count == tonumber(ARGV[2]) or redis.call('PTTL', KEYS[1]) < 0 then
  redis.call('PEXPIRE', KEYS[1], ARGV[1])
end
return { count, redis.call('PTTL', KEYS[1]) }
`;

type HitReply = [number, number];

/** The hit script as a command of the client: sent once, then run by its digest (`EVALSHA`). */
type CountingClient = Redis & {
  rateLimitHit(key: string, windowMs: number, hits: number): Promise<HitReply>;
};
type CountingPipeline = ChainableCommander & {
  rateLimitHit(key: string, windowMs: number, hits: number): ChainableCommander;
};

/** A slow Redis must not hold requests up for long; the caller lets the request through instead. */
const REDIS_DEADLINE_MS = 500;

/** How often each replica adds its batched hits to Redis and learns the others'. */
export const RATE_LIMIT_SYNC_INTERVAL_MS = 50;

/**
 * The oldest shared count a batched hit is decided on; an older one is refreshed by counting the
 * hit in Redis. Across replicas a client can therefore exceed a batched limit by at most what the
 * other replicas admit it within this time (plus a Redis round trip); within one replica the limit
 * is exact.
 */
export const RATE_LIMIT_MAX_COUNT_AGE_MS = 2 * RATE_LIMIT_SYNC_INTERVAL_MS;

/** A Redis that keeps refusing connections reports every retry; one line per interval is enough. */
const CONNECTION_WARNING_INTERVAL_MS = 30_000;

const redisKey = (key: string) => `ratelimit:${key}`;

/**
 * Fixed-window counters in Redis, shared by every gateway replica. A batched hit is decided on this
 * replica's copy of the count, which starts from Redis and is synchronised with it every
 * `RATE_LIMIT_SYNC_INTERVAL_MS`, so a request costs no Redis round trip; an exact hit (the
 * credentials class, whose requests are rare and whose limit is small) is counted in Redis itself.
 */
@Injectable()
export class RateLimiter implements OnApplicationShutdown {
  private lastConnectionWarningAt = 0;
  private readonly redis: CountingClient;
  private readonly windows = new LocalRateWindows(RATE_LIMIT_MAX_COUNT_AGE_MS);
  private syncTimer: NodeJS.Timeout | null = null;

  constructor(
    @Inject(REDIS_CLIENT) redis: Redis,
    @Inject(APP_LOGGER) private readonly logger: Logger,
  ) {
    redis.defineCommand('rateLimitHit', { numberOfKeys: 1, lua: HIT_SCRIPT });
    this.redis = redis as CountingClient;
    this.redis.on('error', (error: Error) => {
      if (Date.now() - this.lastConnectionWarningAt < CONNECTION_WARNING_INTERVAL_MS) return;
      this.lastConnectionWarningAt = Date.now();
      this.logger.warn({ reason: error.message }, 'Redis connection failed');
    });
  }

  /**
   * Throws when Redis is needed and cannot answer; while it is disconnected that happens at once,
   * not after retries. A batched hit needs Redis only when this replica has no fresh count.
   */
  async hit(key: string, rule: RateLimitRule): Promise<RateLimitOutcome> {
    const { limit, windowMs, batched } = rule;
    const local = this.hitLocally(key, rule);
    if (local) return local;
    if (this.redis.status !== 'ready') throw new Error(`Redis is ${this.redis.status}`);
    const [count, ttlMs] = await this.withDeadline(
      this.redis.rateLimitHit(redisKey(key), windowMs, 1),
    );
    if (batched) this.windows.adopt(key, { count, ttlMs }, windowMs, Date.now());
    return outcome(count, limit, ttlMs > 0 ? ttlMs : windowMs);
  }

  /**
   * Counts a batched hit on this replica's fresh count and decides it there; null when the rule is
   * exact or the count is missing or stale, and `hit` must ask Redis.
   */
  hitLocally(key: string, rule: RateLimitRule): RateLimitOutcome | null {
    if (!rule.batched) return null;
    const local = this.windows.count(key, Date.now());
    if (local === null) return null;
    this.scheduleSync();
    return outcome(local.count, rule.limit, local.resetMs);
  }

  onApplicationShutdown(): void {
    if (this.syncTimer) clearTimeout(this.syncTimer);
  }

  private scheduleSync(): void {
    if (this.syncTimer) return;
    this.syncTimer = setTimeout(() => void this.sync(), RATE_LIMIT_SYNC_INTERVAL_MS);
    this.syncTimer.unref();
  }

  private async sync(): Promise<void> {
    const batch = this.windows.takeUnsent(Date.now());
    let replies: Array<[Error | null, unknown]> | null = null;
    if (batch.length > 0 && this.redis.status === 'ready') {
      const pipeline = this.redis.pipeline() as CountingPipeline;
      for (const hits of batch)
        pipeline.rateLimitHit(redisKey(hits.key), hits.windowMs, hits.amount);
      replies = await this.withDeadline(pipeline.exec()).catch(() => null);
    }
    const now = Date.now();
    batch.forEach(({ key }, index) => {
      const [error, reply] = replies?.[index] ?? [null, null];
      const shared = !error && Array.isArray(reply) ? (reply as HitReply) : null;
      this.windows.settle(key, shared && { count: shared[0], ttlMs: shared[1] }, now);
    });
    this.syncTimer = null;
    if (this.windows.hasUnsent()) this.scheduleSync();
  }

  private async withDeadline<T>(operation: Promise<T>): Promise<T> {
    let timer: NodeJS.Timeout | undefined;
    const deadline = new Promise<never>((_, reject) => {
      timer = setTimeout(
        () => reject(new Error(`Redis did not answer within ${REDIS_DEADLINE_MS} ms`)),
        REDIS_DEADLINE_MS,
      );
    });
    try {
      return await Promise.race([operation, deadline]);
    } finally {
      clearTimeout(timer);
    }
  }
}

function outcome(count: number, limit: number, resetMs: number): RateLimitOutcome {
  return { allowed: count <= limit, limit, remaining: Math.max(0, limit - count), resetMs };
}
