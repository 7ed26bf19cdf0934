import { Module } from '@nestjs/common';
import { MongooseModule } from '@nestjs/mongoose';
import { PlatformSettingsModule } from '@tessera/platform';
import { DirectoryModule } from '../directory/directory.module';
import { OffersModule } from '../offers/offers.module';
import { PaymentMethodsModule } from '../payment-methods/payment-methods.module';
import { PaymentsModule } from '../payments/payments.module';
import { PurchaseKeysModule } from '../purchase-keys/purchase-keys.module';
import { TierCatalogModule } from '../tier-catalog/tier-catalog.module';
import { CancelSubscriptionUseCase } from './cancel-subscription.usecase';
import { ChangePlanUseCase } from './change-plan.usecase';
import { ChangeSubscriptionTierUseCase } from './change-subscription-tier.usecase';
import { CreatePlanPaymentIntentUseCase } from './create-plan-payment-intent.usecase';
import { CreatorFees } from './creator-fees';
import { RenewalSlot, RenewalSlotSchema } from './renewal-slot.schema';
import { RenewalSlots } from './renewal-slots';
import { SubscriptionCharges } from './subscription-charges';
import { ResumeSubscriptionUseCase } from './resume-subscription.usecase';
import { StartSubscriptionUseCase } from './start-subscription.usecase';
import { SubscriptionCheckout } from './subscription-checkout';
import { SubscriptionOffers } from './subscription-offers';
import { SubscriptionOfferTerms } from './subscription-offer-terms';
import { SubscriptionOutcomes } from './subscription-outcomes';
import { SubscriptionReads } from './subscription-reads';
import { SubscriptionTerms } from './subscription-terms';
import { SubscriptionWriter } from './subscription-writer';
import { Subscription, SubscriptionSchema } from './subscription.schema';
import { PaymentIntentsController, SubscriptionsController } from './subscriptions.controller';
import { SubscriptionsRepository } from './subscriptions.repository';

/**
 * Platform plans and subscriptions to creators' tiers: their store (each change written with the
 * renewal slot of its next step), one use case per action (subscribing, plan and tier changes,
 * the browser's plan payment, cancel and resume), and the outcome of their payments. Renewals and
 * tier price changes write through the exported repository, writer and terms; tips and unlocks
 * take the creator's fee from `CreatorFees`.
 */
@Module({
  imports: [
    DirectoryModule,
    TierCatalogModule,
    PaymentsModule,
    PaymentMethodsModule,
    OffersModule,
    PurchaseKeysModule,
    PlatformSettingsModule,
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
    SubscriptionOfferTerms,
    SubscriptionCharges,
    SubscriptionCheckout,
    StartSubscriptionUseCase,
    ChangePlanUseCase,
    ChangeSubscriptionTierUseCase,
    CreatePlanPaymentIntentUseCase,
    CancelSubscriptionUseCase,
    ResumeSubscriptionUseCase,
    SubscriptionReads,
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
