import { Module } from '@nestjs/common';
import { PurchaseKeysModule } from '../purchase-keys/purchase-keys.module';
import { SubscriptionCharges } from './subscription-charges';
import { SubscriptionLifecycle } from './subscription-lifecycle';
import { SubscriptionOffers } from './subscription-offers';
import { SubscriptionOutcomes } from './subscription-outcomes';
import { PaymentIntentsController, SubscriptionsController } from './subscriptions.controller';
import { SubscriptionsService } from './subscriptions.service';

/** Subscribing, plan and tier changes, cancel and resume, and the outcome of their payments. */
@Module({
  imports: [PurchaseKeysModule],
  controllers: [SubscriptionsController, PaymentIntentsController],
  providers: [
    SubscriptionOffers,
    SubscriptionCharges,
    SubscriptionsService,
    SubscriptionLifecycle,
    SubscriptionOutcomes,
  ],
  exports: [SubscriptionCharges],
})
export class SubscriptionsModule {}
