import { Module } from '@nestjs/common';
import { QueueModule, SERVICE_CONFIG } from '@tessera/platform';
import type Stripe from 'stripe';
import type { BillingConfig } from '../config/billing-config';
import { LocalDisputeOutcomesController } from './local-dispute-outcomes.controller';
import { LocalProcessor } from './local-processor';
import {
  LOCAL_WEBHOOKS_QUEUE,
  LocalWebhookDelivery,
  LocalWebhookEmitter,
} from './local-webhook-emitter';
import { PaymentProcessor } from './payment-processor';
import { createStripeClient, STRIPE_CLIENT } from './stripe-client';
import { StripeProcessor } from './stripe-processor';

/**
 * The payment processor port, bound at start-up to the adapter `PAYMENT_PROCESSOR` names, and the
 * local processor's dispute outcome route.
 */
@Module({
  imports: [
    QueueModule.forFeature({
      name: LOCAL_WEBHOOKS_QUEUE,
      processor: LocalWebhookDelivery,
      concurrency: 8,
    }),
  ],
  controllers: [LocalDisputeOutcomesController],
  providers: [
    {
      provide: STRIPE_CLIENT,
      useFactory: (config: BillingConfig) => createStripeClient(config),
      inject: [SERVICE_CONFIG],
    },
    LocalWebhookEmitter,
    LocalWebhookDelivery,
    {
      provide: PaymentProcessor,
      useFactory: (stripe: Stripe, config: BillingConfig, emitter: LocalWebhookEmitter) =>
        config.PAYMENT_PROCESSOR === 'local'
          ? new LocalProcessor(stripe, config, emitter)
          : new StripeProcessor(stripe, config),
      inject: [STRIPE_CLIENT, SERVICE_CONFIG, LocalWebhookEmitter],
    },
  ],
  exports: [PaymentProcessor],
})
export class ProcessorModule {}
