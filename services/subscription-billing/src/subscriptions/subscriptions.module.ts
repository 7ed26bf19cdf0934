import { Module } from '@nestjs/common';
import { MongooseModule } from '@nestjs/mongoose';
import { DirectoryModule } from '../directory/directory.module';
import { PaymentsModule } from '../payments/payments.module';
import { PurchaseKeysModule } from '../purchase-keys/purchase-keys.module';
import { TierCatalogModule } from '../tier-catalog/tier-catalog.module';
import { CreatorFees } from './creator-fees';
import { RenewalSlot, RenewalSlotSchema } from './renewal-slot.schema';
import { RenewalSlots } from './renewal-slots';
import { SubscriptionCharges } from './subscription-charges';
import { SubscriptionLifecycle } from './subscription-lifecycle';
import { SubscriptionOffers } from './subscription-offers';
import { SubscriptionOutcomes } from './subscription-outcomes';
import { SubscriptionTerms } from './subscription-terms';
import { SubscriptionWriter } from './subscription-writer';
import { Subscription, SubscriptionSchema } from './subscription.schema';
import { PaymentIntentsController, SubscriptionsController } from './subscriptions.controller';
import { SubscriptionsRepository } from './subscriptions.repository';
import { SubscriptionsService } from './subscriptions.service';

/**
 * Platform plans and subscriptions to creators' tiers: their store (each change written with the
 * renewal slot of its next step), subscribing, plan and tier changes, cancel and resume, and the
 * outcome of their payments. Renewals and tier price changes write through the exported
 * repository, writer and terms; tips and unlocks take the creator's fee from `CreatorFees`.
 */
@Module({
  imports: [
    DirectoryModule,
    TierCatalogModule,
    PaymentsModule,
    PurchaseKeysModule,
    MongooseModule.forFeature([
      { name: Subscription.name, schema: SubscriptionSchema },
      { name: RenewalSlot.name, schema: RenewalSlotSchema },
    ]),
  ],
  controllers: [SubscriptionsController, PaymentIntentsController],
  providers: [
    SubscriptionsRepository,
    RenewalSlots,
    SubscriptionTerms,
    CreatorFees,
    SubscriptionWriter,
    SubscriptionOffers,
    SubscriptionCharges,
    SubscriptionsService,
    SubscriptionLifecycle,
    SubscriptionOutcomes,
  ],
  exports: [
    SubscriptionsRepository,
    RenewalSlots,
    SubscriptionTerms,
    SubscriptionWriter,
    SubscriptionCharges,
    CreatorFees,
  ],
})
export class SubscriptionsModule {}
