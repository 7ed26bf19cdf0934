import { Global, Module } from '@nestjs/common';
import { CacheInvalidations } from './cache-invalidations';

/**
 * One set of read caches per process: what every subscribe, tip and unlock reads but rarely
 * changes (a creator's tier, role and plan fee, a payer's customer and default card).
 */
@Global()
@Module({ providers: [CacheInvalidations], exports: [CacheInvalidations] })
export class ReadCacheModule {}
