import { Global, Module } from '@nestjs/common';
import { MongooseModule } from '@nestjs/mongoose';
import { CreatorTier, CreatorTierSchema } from '../creator-tiers/creator-tier.schema';
import { CreatorTiersRepository } from '../creator-tiers/creator-tiers.repository';
import { RenewalSlot, RenewalSlotSchema } from '../renewals/renewal-slot.schema';
import { RenewalSlots } from '../renewals/renewal-slots';
import { Subscription, SubscriptionSchema } from '../subscriptions/subscription.schema';
import { SubscriptionTerms } from '../subscriptions/subscription-terms';
import { SubscriptionWriter } from '../subscriptions/subscription-writer';
import { SubscriptionsRepository } from '../subscriptions/subscriptions.repository';
import { CreatorFees } from './creator-fees';

/**
 * What plans, tiers and subscriptions are stored as, and `CreatorFees`. Global: tips and unlocks
 * take the creator's platform fee from it, and the subscription features share one store.
 */
@Global()
@Module({
  imports: [
    MongooseModule.forFeature([
      { name: Subscription.name, schema: SubscriptionSchema },
      { name: CreatorTier.name, schema: CreatorTierSchema },
      { name: RenewalSlot.name, schema: RenewalSlotSchema },
    ]),
  ],
  providers: [
    SubscriptionsRepository,
    CreatorTiersRepository,
    RenewalSlots,
    SubscriptionTerms,
    SubscriptionWriter,
    CreatorFees,
  ],
  exports: [
    SubscriptionsRepository,
    CreatorTiersRepository,
    RenewalSlots,
    SubscriptionTerms,
    SubscriptionWriter,
    CreatorFees,
  ],
})
export class PlansModule {}
