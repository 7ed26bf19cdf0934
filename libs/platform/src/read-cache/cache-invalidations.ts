import { Inject, Injectable, type OnApplicationShutdown, type OnModuleInit } from '@nestjs/common';
import type { Redis } from 'ioredis';
import type { Logger } from 'pino';
import { APP_LOGGER } from '../logging/logger.token';
import { REDIS_CLIENT } from '../redis/redis.module';
import { ReadCache, type ReadCacheOptions } from './read-cache';
import { READ_CACHE_CHANNEL } from './read-cache.tokens';

/**
 * The read caches of this process, kept in step with the writes of every replica: a write drops
 * its ids here at once and tells the other replicas over a Redis channel, which they hear within
 * milliseconds. Messages sent while a replica was cut off from Redis are lost, so it empties its
 * caches whenever its link comes back; an entry's maximum age bounds what a replica that cannot
 * publish leaves elsewhere.
 */
@Injectable()
export class CacheInvalidations implements OnModuleInit, OnApplicationShutdown {
  private readonly caches = new Map<string, ReadCache<unknown>>();
  private subscriber: Redis | null = null;

  constructor(
    @Inject(REDIS_CLIENT) private readonly redis: Redis,
    @Inject(READ_CACHE_CHANNEL) private readonly channel: string,
    @Inject(APP_LOGGER) private readonly logger: Logger,
  ) {}

  /** The cache named `name`, created on first use; writers name it to invalidate its ids. */
  cache<T>(name: string, options: ReadCacheOptions): ReadCache<T> {
    const existing = this.caches.get(name);
    if (existing) return existing as ReadCache<T>;
    const created = new ReadCache<T>(name, options);
    this.caches.set(name, created as ReadCache<unknown>);
    return created;
  }

  async onModuleInit(): Promise<void> {
    const subscriber = this.redis.duplicate();
    this.subscriber = subscriber;
    subscriber.on('message', (_channel: string, message: string) => this.apply(message));
    subscriber.on('ready', () => this.clearAll());
    await subscriber.subscribe(this.channel);
  }

  async onApplicationShutdown(): Promise<void> {
    await this.subscriber?.quit().catch(() => this.subscriber?.disconnect());
  }

  /** Called after a write of these ids has been stored. */
  async invalidate(name: string, ids: readonly string[]): Promise<void> {
    if (ids.length === 0) return;
    this.caches.get(name)?.invalidate(ids);
    try {
      await this.redis.publish(this.channel, JSON.stringify([name, ids]));
    } catch (error) {
      // The write is stored; other replicas drop their copies by age or when Redis is back.
      this.logger.warn({ err: error, cache: name }, 'cache invalidation not published');
    }
  }

  private apply(message: string): void {
    try {
      const [name, ids] = JSON.parse(message) as [string, string[]];
      this.caches.get(name)?.invalidate(ids);
    } catch {
      this.clearAll();
    }
  }

  private clearAll(): void {
    for (const cache of this.caches.values()) cache.clear();
  }
}
