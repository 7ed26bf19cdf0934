import { Inject, Injectable } from '@nestjs/common';
import { REDIS_CLIENT } from '@tessera/platform';
import { isUnlimited } from '@tessera/rules';
import type { Redis } from 'ioredis';
import type { MessagingConfig } from '../config/messaging-config';
import { MESSAGING_CONFIG } from '../config/messaging-config.token';

/** A count survives its UTC day by a day, so a request at midnight still reads its own day. */
const TTL_SECONDS = 2 * 86_400;

/**
 * Takes one unit unless the count is at the limit (-1: never); answers the new count, or -1 when
 * the limit was reached. One script, so two concurrent broadcasts cannot both take the last unit.
 */
const RESERVE = `
local count = tonumber(redis.call('GET', KEYS[1]) or '0')
local limit = tonumber(ARGV[1])
if limit >= 0 and count >= limit then return -1 end
count = redis.call('INCR', KEYS[1])
redis.call('EXPIRE', KEYS[1], ARGV[2])
return count`;

/** Gives a unit back, never below zero. */
const RELEASE = `
local count = tonumber(redis.call('GET', KEYS[1]) or '0')
if count > 0 then redis.call('DECR', KEYS[1]) end
return 0`;

export function utcDay(at: Date): string {
  return at.toISOString().slice(0, 10);
}

/**
 * Bulk messages each creator sent per UTC day, the allowance of the spec's bulk messaging check:
 * one broadcast is one bulk message, whatever the size of its audience.
 */
@Injectable()
export class DailyBroadcasts {
  constructor(
    @Inject(REDIS_CLIENT) private readonly redis: Redis,
    @Inject(MESSAGING_CONFIG) private readonly config: MessagingConfig,
  ) {}

  async countToday(userId: string, now: Date): Promise<number> {
    return Number((await this.redis.get(this.key(userId, utcDay(now)))) ?? 0);
  }

  /** Counts one more broadcast for today; false when the limit was reached meanwhile. */
  async reserve(userId: string, limit: number, now: Date): Promise<boolean> {
    const result = await this.redis.eval(
      RESERVE,
      1,
      this.key(userId, utcDay(now)),
      isUnlimited(limit) ? -1 : limit,
      TTL_SECONDS,
    );
    return Number(result) >= 0;
  }

  /** A canceled broadcast gives back the unit it took on its day. */
  async release(userId: string, day: string): Promise<void> {
    await this.redis.eval(RELEASE, 1, this.key(userId, day));
  }

  private key(userId: string, day: string): string {
    return `${this.config.MESSAGING_REDIS_PREFIX}:bulk-messages:${userId}:${day}`;
  }
}
