import { Inject, Injectable } from '@nestjs/common';
import { REDIS_CLIENT, SERVICE_CONFIG } from '@tessera/platform';
import type { ContentConfig } from '../config/content-config';
import type { Redis } from 'ioredis';

/** A day's counter outlives its day long enough for late reads, then Redis drops it. */
const KEEP_SECONDS = 2 * 24 * 3600;

/** Posts each creator created per UTC day, for the plan's daily upload limit. */
@Injectable()
export class DailyPostCounter {
  constructor(
    @Inject(REDIS_CLIENT) private readonly redis: Redis,
    @Inject(SERVICE_CONFIG) private readonly config: ContentConfig,
  ) {}

  async count(creatorId: string, now: Date): Promise<number> {
    return Number((await this.redis.get(this.key(creatorId, now))) ?? 0);
  }

  async increment(creatorId: string, now: Date): Promise<void> {
    const key = this.key(creatorId, now);
    await this.redis.pipeline().incr(key).expire(key, KEEP_SECONDS).exec();
  }

  private key(creatorId: string, now: Date): string {
    return `${this.config.CONTENT_REDIS_PREFIX}:posts-per-day:${creatorId}:${now.toISOString().slice(0, 10)}`;
  }
}
