import { Global, Module } from '@nestjs/common';
import { CacheInvalidations } from './cache-invalidations';

/** One set of read caches per process, shared by every feature that reads or writes them. */
@Global()
@Module({ providers: [CacheInvalidations], exports: [CacheInvalidations] })
export class ReadCacheModule {}
