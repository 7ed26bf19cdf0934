import { Injectable } from '@nestjs/common';
import type { PlanUpdateRequest, SubscribeResultDto } from '@tessera/contracts';
import type { AuthenticatedUser } from '@tessera/platform';
import { assertExpectedPrice } from '../payments/expected-price';
import { IdempotentPurchases } from '../purchase-keys/idempotent-purchases';
import { fingerprintOf } from '../purchase-keys/purchase-key-rules';
import { performed, SubscriptionCheckout } from './subscription-checkout';
import { isLive } from './subscription-claims';
import { SubscriptionOffers } from './subscription-offers';
import { SubscriptionTerms } from './subscription-terms';
import { SubscriptionsRepository } from './subscriptions.repository';

/**
 * Section 7's subscription update of the platform plan, once per purchase key: a free plan now,
 * a paid one once its charge succeeds. Without a live plan, the new one is bought instead.
 */
@Injectable()
export class ChangePlanUseCase {
  constructor(
    private readonly subscriptions: SubscriptionsRepository,
    private readonly offers: SubscriptionOffers,
    private readonly checkout: SubscriptionCheckout,
    private readonly terms: SubscriptionTerms,
    private readonly purchases: IdempotentPurchases,
  ) {}

  async execute(
    user: AuthenticatedUser,
    request: PlanUpdateRequest,
    clientKey?: string,
  ): Promise<SubscribeResultDto> {
    const purchase = {
      payerId: user.id,
      clientKey,
      derivedKey: `plan:${request.tierId}`,
      fingerprint: fingerprintOf('plan', request),
    };
    return this.purchases.run(purchase, async (attempt) => {
      const current = await this.subscriptions.findLive(user.id, undefined);
      const offer = await this.offers.platformOffer(
        user,
        request.tierId,
        current && isLive(current) ? current.billingPeriod : 'monthly',
        current?.currency ?? this.terms.currency,
      );
      assertExpectedPrice(request.expectedAmountCents, offer.terms);
      const method = { kind: 'saved' as const };
      if (!current || !isLive(current)) {
        return performed(await this.checkout.buy(user.id, offer, current, method, attempt));
      }
      return performed(await this.checkout.switchTier(current, offer, method, attempt));
    });
  }
}
