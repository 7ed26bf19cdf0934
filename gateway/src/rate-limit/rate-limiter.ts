import { Inject, Injectable } from '@nestjs/common';
import { APP_LOGGER, REDIS_CLIENT } from '@tessera/platform';
import { Redis } from 'ioredis';
import type { Logger } from 'pino';

export interface RateLimitOutcome {
  allowed: boolean;
  limit: number;
  remaining: number;
  /** Milliseconds until the current window ends and the count starts again. */
  resetMs: number;
}

/**
 * Counts a hit and starts the window's expiry in one step, so a crash between the two can never
 * leave a counter that lives forever.
 */
const HIT_SCRIPT = `
local count = redis.call('INCR', KEYS[1])
if count == 1 or redis.call('PTTL', KEYS[1]) < 0 then
  redis.call('PEXPIRE', KEYS[1], ARGV[1])
end
return { count, redis.call('PTTL', KEYS[1]) }
`;

/** The hit script as a command of the client: sent once, then run by its digest (`EVALSHA`). */
type CountingClient = Redis & {
  rateLimitHit(key: string, windowMs: number): Promise<[number, number]>;
};

/** A slow Redis must not hold requests up for long; the caller lets the request through instead. */
const REDIS_DEADLINE_MS = 500;

/** A Redis that keeps refusing connections reports every retry; one line per interval is enough. */
const CONNECTION_WARNING_INTERVAL_MS = 30_000;

/** Fixed-window counters in Redis, shared by every gateway replica. */
@Injectable()
export class RateLimiter {
  private lastConnectionWarningAt = 0;
  private readonly redis: CountingClient;

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

  /** Throws when Redis cannot answer; while it is disconnected that happens at once, not after retries. */
  async hit(key: string, limit: number, windowMs: number): Promise<RateLimitOutcome> {
    if (this.redis.status !== 'ready') throw new Error(`Redis is ${this.redis.status}`);
    const [count, ttl] = await this.withDeadline(
      this.redis.rateLimitHit(`ratelimit:${key}`, windowMs),
    );
    return {
      allowed: count <= limit,
      limit,
      remaining: Math.max(0, limit - count),
      resetMs: ttl > 0 ? ttl : windowMs,
    };
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
