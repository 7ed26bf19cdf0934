import { Injectable } from '@nestjs/common';
import type { SubscribeRequest, SubscribeResultDto } from '@tessera/contracts';
import { type AuthenticatedUser, PlatformSettingsReader } from '@tessera/platform';
import { assertExpectedPrice } from '../payments/expected-price';
import { IdempotentPurchases } from '../purchase-keys/idempotent-purchases';
import { fingerprintOf } from '../purchase-keys/purchase-key-rules';
import { performed, SubscriptionCheckout } from './subscription-checkout';
import { SubscriptionOffers } from './subscription-offers';
import { SubscriptionTerms } from './subscription-terms';

/**
 * Subscribing to a platform plan or a creator's tier, once per purchase key (the client's, else
 * the buyer, the plan or tier and the period), at the price the buyer was shown.
 */
@Injectable()
export class StartSubscriptionUseCase {
  constructor(
    private readonly offers: SubscriptionOffers,
    private readonly checkout: SubscriptionCheckout,
    private readonly terms: SubscriptionTerms,
    private readonly purchases: IdempotentPurchases,
    private readonly settings: PlatformSettingsReader,
  ) {}

  async execute(
    user: AuthenticatedUser,
    request: SubscribeRequest,
    clientKey?: string,
  ): Promise<SubscribeResultDto> {
    // Platform plans are the platform's own billing; the switch is for subscribing to creators.
    if (request.creatorId) await this.settings.requireFeature('subscriptionsEnabled');
    const seller = request.creatorId ?? 'platform';
    const purchase = {
      payerId: user.id,
      clientKey,
      derivedKey: `subscribe:${seller}:${request.tierId}:${request.billingPeriod}`,
      fingerprint: fingerprintOf('subscribe', request),
    };
    return this.purchases.run(purchase, async (attempt) => {
      const offer = await this.offers.offer(
        user,
        request.tierId,
        request.creatorId,
        request.billingPeriod,
        this.terms.currency,
      );
      assertExpectedPrice(request.expectedAmountCents, offer.terms);
      // No lookup of what is already held: the new subscription's unique live key refuses a
      // second one, and only then is the one held read (a live one is a conflict, an unpaid one
      // is charged, once).
      const method = { kind: 'saved' as const, paymentMethodId: request.paymentMethodId };
      return performed(await this.checkout.buy(user.id, offer, null, method, attempt));
    });
  }
}
