import { Global, Module } from '@nestjs/common';
import {
  QUEUE_MODULE_OPTIONS,
  type QueueModuleOptions,
  QueueRegistry,
  SERVICE_CONFIG,
} from '@tessera/platform';
import type { BillingConfig } from '../config/billing-config';

/**
 * The service's BullMQ queues (renewals, payouts, local webhook deliveries) on Redis under
 * `BILLING_REDIS_PREFIX`; global, so each feature declaring a queue shares one registry.
 */
@Global()
@Module({
  providers: [
    {
      provide: QUEUE_MODULE_OPTIONS,
      useFactory: (config: BillingConfig): QueueModuleOptions => ({
        redisUrl: config.REDIS_URL,
        prefix: config.BILLING_REDIS_PREFIX,
      }),
      inject: [SERVICE_CONFIG],
    },
    QueueRegistry,
  ],
  exports: [QueueRegistry],
})
export class BillingQueuesModule {}
