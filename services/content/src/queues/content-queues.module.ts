import { Global, Module } from '@nestjs/common';
import {
  QUEUE_MODULE_OPTIONS,
  type QueueModuleOptions,
  QueueRegistry,
  SERVICE_CONFIG,
} from '@tessera/platform';
import type { ContentConfig } from '../config/content-config';

/**
 * The service's queues on Redis, prefixed `content`: what `QueueModule.forRoot` sets up, with the
 * Redis URL read from the service's configuration when the application starts. Every feature
 * declaring a queue with `QueueModule.forFeature` (media processing, scheduled publishing)
 * imports this module; being global, it is set up once.
 */
@Global()
@Module({
  providers: [
    {
      provide: QUEUE_MODULE_OPTIONS,
      useFactory: (config: ContentConfig): QueueModuleOptions => ({
        redisUrl: config.REDIS_URL,
        prefix: config.CONTENT_REDIS_PREFIX,
      }),
      inject: [SERVICE_CONFIG],
    },
    QueueRegistry,
  ],
  exports: [QueueRegistry],
})
export class ContentQueuesModule {}
