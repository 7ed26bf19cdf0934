import {
  Global,
  Inject,
  Injectable,
  Module,
  type DynamicModule,
  type OnApplicationShutdown,
} from '@nestjs/common';
import { Redis } from 'ioredis';
import type { HealthIndicator } from '../health/health-indicator';

export const REDIS_CLIENT = Symbol('REDIS_CLIENT');

@Injectable()
export class RedisHealthIndicator implements HealthIndicator {
  readonly name = 'redis';
  constructor(@Inject(REDIS_CLIENT) private readonly redis: Redis) {}
  async check(): Promise<void> {
    await this.redis.ping();
  }
}

@Injectable()
class RedisLifecycle implements OnApplicationShutdown {
  constructor(@Inject(REDIS_CLIENT) private readonly redis: Redis) {}
  async onApplicationShutdown(): Promise<void> {
    await this.redis.quit().catch(() => this.redis.disconnect());
  }
}

@Global()
@Module({})
export class RedisModule {
  static forRoot(url: string): DynamicModule {
    return {
      module: RedisModule,
      providers: [
        {
          provide: REDIS_CLIENT,
          // Commands issued in the same tick (a rate-limit count, a deny-list check, a cache read
          // of concurrent requests) go out in one write instead of one system call each.
          useFactory: () =>
            new Redis(url, {
              maxRetriesPerRequest: 2,
              enableOfflineQueue: true,
              enableAutoPipelining: true,
            }),
        },
        RedisLifecycle,
        RedisHealthIndicator,
      ],
      exports: [REDIS_CLIENT, RedisHealthIndicator],
    };
  }
}
