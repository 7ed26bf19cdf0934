import { Module } from '@nestjs/common';
import { MongooseModule } from '@nestjs/mongoose';
import { LedgerModule } from '../ledger/ledger.module';
import { PaymentMethodsModule } from '../payment-methods/payment-methods.module';
import { ProcessorModule } from '../processor/processor.module';
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
 * Charges and the processor's webhooks that settle them. Every selling feature charges through
 * `PaymentsService` and registers its `PaymentOutcomeHandler` with `PaymentOutcomes`; payouts
 * register the account events they handle with `ProcessorEventHandlers`.
 */
@Module({
  imports: [
    LedgerModule,
    ProcessorModule,
    PaymentMethodsModule,
    MongooseModule.forFeature([
      { name: Payment.name, schema: PaymentSchema },
      { name: WebhookEvent.name, schema: WebhookEventSchema },
    ]),
  ],
  controllers: [PaymentsController, WebhooksController],
  providers: [
    PaymentsRepository,
    PaymentOutcomes,
    PaymentSettlement,
    ProcessorWebhooks,
    ProcessorEventHandlers,
    WebhookEventsRepository,
    PaymentsService,
  ],
  exports: [
    PaymentsService,
    PaymentOutcomes,
    PaymentsRepository,
    PaymentSettlement,
    ProcessorEventHandlers,
  ],
})
export class PaymentsModule {}
