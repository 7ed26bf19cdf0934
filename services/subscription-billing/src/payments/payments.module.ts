import { Global, Module } from '@nestjs/common';
import { MongooseModule } from '@nestjs/mongoose';
import { QueueModule, SERVICE_CONFIG } from '@tessera/platform';
import type { BillingConfig } from '../config/billing-config';
import { LedgerModule } from '../ledger/ledger.module';
import { Customer, CustomerSchema } from '../payment-methods/customer.schema';
import { PaymentMethod, PaymentMethodSchema } from '../payment-methods/payment-method.schema';
import { PaymentMethodsController } from '../payment-methods/payment-methods.controller';
import { PaymentMethodsRepository } from '../payment-methods/payment-methods.repository';
import { PaymentMethodsService } from '../payment-methods/payment-methods.service';
import {
  LOCAL_WEBHOOKS_QUEUE,
  LocalWebhookDelivery,
  LocalWebhookEmitter,
} from '../processor/local-webhook-emitter';
import { PaymentProcessor } from '../processor/payment-processor';
import { createStripeClient, STRIPE_CLIENT } from '../processor/stripe-client';
import { PaymentOutcomes } from './payment-outcomes';
import { PaymentSettlement } from './payment-settlement';
import { Payment, PaymentSchema } from './payment.schema';
import { PaymentsController } from './payments.controller';
import { PaymentsRepository } from './payments.repository';
import { PaymentsService } from './payments.service';
import { ProcessorEventHandlers } from './processor-event-handlers';
import { ProcessorWebhooks } from './processor-webhooks';
import { WebhookEvent, WebhookEventSchema } from './webhook-event.schema';
import { WebhookEventsRepository } from './webhook-events.repository';
import { WebhooksController } from './webhooks.controller';

/**
 * Charges, saved cards, the processor and its webhooks. Global: every selling feature charges
 * through `PaymentsService` and registers its `PaymentOutcomeHandler` with `PaymentOutcomes`.
 */
@Global()
@Module({
  imports: [
    LedgerModule,
    QueueModule.forFeature({
      name: LOCAL_WEBHOOKS_QUEUE,
      processor: LocalWebhookDelivery,
      concurrency: 8,
    }),
    MongooseModule.forFeature([
      { name: Payment.name, schema: PaymentSchema },
      { name: WebhookEvent.name, schema: WebhookEventSchema },
      { name: PaymentMethod.name, schema: PaymentMethodSchema },
      { name: Customer.name, schema: CustomerSchema },
    ]),
  ],
  controllers: [PaymentsController, PaymentMethodsController, WebhooksController],
  providers: [
    {
      provide: STRIPE_CLIENT,
      useFactory: (config: BillingConfig) => createStripeClient(config),
      inject: [SERVICE_CONFIG],
    },
    PaymentProcessor,
    LocalWebhookEmitter,
    LocalWebhookDelivery,
    PaymentsRepository,
    PaymentOutcomes,
    PaymentSettlement,
    ProcessorWebhooks,
    ProcessorEventHandlers,
    WebhookEventsRepository,
    PaymentMethodsRepository,
    PaymentMethodsService,
    PaymentsService,
  ],
  exports: [
    PaymentsService,
    PaymentOutcomes,
    PaymentsRepository,
    LedgerModule,
    PaymentProcessor,
    ProcessorEventHandlers,
    LocalWebhookEmitter,
  ],
})
export class PaymentsModule {}
