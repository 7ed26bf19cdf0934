import { type DynamicModule, Global, Module } from '@nestjs/common';
import { CacheInvalidations } from './cache-invalidations';
import { READ_CACHE_CHANNEL } from './read-cache.tokens';

export interface ReadCacheModuleOptions {
  /** The service's Redis key prefix; its replicas share the channel `<prefix>:cache-invalidations`. */
  redisPrefix: string;
}

/**
 * One set of read caches per process, shared by every feature that reads or writes them: features
 * inject `CacheInvalidations`, take their caches from it by name and invalidate ids after writes.
 */
@Global()
@Module({})
export class ReadCacheModule {
  static forRoot(options: ReadCacheModuleOptions): DynamicModule {
    return {
      module: ReadCacheModule,
      providers: [
        { provide: READ_CACHE_CHANNEL, useValue: `${options.redisPrefix}:cache-invalidations` },
        CacheInvalidations,
      ],
      exports: [CacheInvalidations],
    };
  }
}
