import { Inject, Injectable } from '@nestjs/common';
import { REDIS_CLIENT } from '@tessera/platform';
import { isUnlimited } from '@tessera/rules';
import type { Redis } from 'ioredis';
import { MESSAGING_CONFIG } from '../config/messaging-config.token';
import type { MessagingConfig } from '../config/messaging-config';

/** A count survives its UTC day by a day, so a request at midnight still reads its own day. */
const TTL_SECONDS = 2 * 86_400;

/**
 * Takes one unit unless the count is at the limit (-1: never); answers the new count, or -1 when
 * the limit was reached. One script, so two concurrent starts cannot both take the last unit.
 */
const RESERVE = `
local count = tonumber(redis.call('GET', KEYS[1]) or '0')
local limit = tonumber(ARGV[1])
if limit >= 0 and count >= limit then return -1 end
count = redis.call('INCR', KEYS[1])
redis.call('EXPIRE', KEYS[1], ARGV[2])
return count`;

/** New conversations each user started per UTC day, counted in Redis. */
@Injectable()
export class DailyConversations {
  constructor(
    @Inject(REDIS_CLIENT) private readonly redis: Redis,
    @Inject(MESSAGING_CONFIG) private readonly config: MessagingConfig,
  ) {}

  async countToday(userId: string, now: Date): Promise<number> {
    return Number((await this.redis.get(this.key(userId, now))) ?? 0);
  }

  /** Counts one more conversation for today; false when the limit was reached meanwhile. */
  async reserve(userId: string, limit: number, now: Date): Promise<boolean> {
    const result = await this.redis.eval(
      RESERVE,
      1,
      this.key(userId, now),
      isUnlimited(limit) ? -1 : limit,
      TTL_SECONDS,
    );
    return Number(result) >= 0;
  }

  private key(userId: string, now: Date): string {
    return `${this.config.MESSAGING_REDIS_PREFIX}:conversations-started:${userId}:${now.toISOString().slice(0, 10)}`;
  }
}
