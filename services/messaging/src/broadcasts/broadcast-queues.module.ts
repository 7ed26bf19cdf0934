import { Global, Module } from '@nestjs/common';
import {
  QUEUE_MODULE_OPTIONS,
  type QueueModuleOptions,
  QueueRegistry,
  SERVICE_CONFIG,
} from '@tessera/platform';
import type { MessagingConfig } from '../config/messaging-config';

/**
 * The service's queues on Redis under its prefix: what `QueueModule.forRoot` sets up, with the
 * Redis URL read from the configuration when the application starts.
 */
@Global()
@Module({
  providers: [
    {
      provide: QUEUE_MODULE_OPTIONS,
      useFactory: (config: MessagingConfig): QueueModuleOptions => ({
        redisUrl: config.REDIS_URL,
        prefix: config.MESSAGING_REDIS_PREFIX,
      }),
      inject: [SERVICE_CONFIG],
    },
    QueueRegistry,
  ],
  exports: [QueueRegistry],
})
export class BroadcastQueuesModule {}
