import { Injectable, NotFoundException } from '@nestjs/common';
import type { ChangeTierRequest, SubscribeResultDto } from '@tessera/contracts';
import type { AuthenticatedUser } from '@tessera/platform';
import { assertExpectedPrice } from '../payments/expected-price';
import { IdempotentPurchases } from '../purchase-keys/idempotent-purchases';
import { fingerprintOf } from '../purchase-keys/purchase-key-rules';
import { findOwnedSubscription, SUBSCRIPTION_NOT_FOUND } from './owned-subscription';
import { performed, SubscriptionCheckout } from './subscription-checkout';
import { isLive } from './subscription-claims';
import { SubscriptionOffers } from './subscription-offers';
import { SubscriptionsRepository } from './subscriptions.repository';

/**
 * Moves the subscriber's live creator subscription to another of the same creator's tiers, once
 * per purchase key, charged in full on the card it renews with; it switches once that is paid.
 */
@Injectable()
export class ChangeSubscriptionTierUseCase {
  constructor(
    private readonly subscriptions: SubscriptionsRepository,
    private readonly offers: SubscriptionOffers,
    private readonly checkout: SubscriptionCheckout,
    private readonly purchases: IdempotentPurchases,
  ) {}

  async execute(
    user: AuthenticatedUser,
    id: string,
    request: ChangeTierRequest,
    clientKey?: string,
  ): Promise<SubscribeResultDto> {
    const purchase = {
      payerId: user.id,
      clientKey,
      derivedKey: `tier:${id}:${request.tierId}`,
      fingerprint: fingerprintOf(`tier:${id}`, request),
    };
    return this.purchases.run(purchase, async (attempt) => {
      const current = await findOwnedSubscription(this.subscriptions, user.id, id);
      if (!current.creatorId || !isLive(current)) {
        throw new NotFoundException(SUBSCRIPTION_NOT_FOUND);
      }
      const offer = await this.offers.creatorOffer(
        user,
        request.tierId,
        current.creatorId,
        current.billingPeriod,
      );
      assertExpectedPrice(request.expectedAmountCents, offer.terms);
      const method = {
        kind: 'saved' as const,
        paymentMethodId: current.paymentMethodId ?? undefined,
      };
      return performed(await this.checkout.switchTier(current, offer, method, attempt));
    });
  }
}
