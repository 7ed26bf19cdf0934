import { BadRequestException, Injectable } from '@nestjs/common';
import type { PaymentIntentDto, PaymentIntentRequest } from '@tessera/contracts';
import type { AuthenticatedUser } from '@tessera/platform';
import { IdempotentPurchases } from '../purchase-keys/idempotent-purchases';
import { fingerprintOf } from '../purchase-keys/purchase-key-rules';
import { SubscriptionCheckout } from './subscription-checkout';
import { isLive } from './subscription-claims';
import { SubscriptionOffers } from './subscription-offers';
import { SubscriptionsRepository } from './subscriptions.repository';

export const AMOUNT_MISMATCH = 'Amount does not match the price of this plan';
export const FREE_PLAN_NEEDS_NO_PAYMENT = 'This plan is free; no payment is needed';

/**
 * Section 7's payment creation for a platform plan, once per purchase key: the amount must be
 * the plan's price; the browser confirms the returned intent, and its webhook activates or
 * switches the plan.
 */
@Injectable()
export class CreatePlanPaymentIntentUseCase {
  constructor(
    private readonly subscriptions: SubscriptionsRepository,
    private readonly offers: SubscriptionOffers,
    private readonly checkout: SubscriptionCheckout,
    private readonly purchases: IdempotentPurchases,
  ) {}

  async execute(
    user: AuthenticatedUser,
    request: PaymentIntentRequest,
    clientKey?: string,
  ): Promise<PaymentIntentDto> {
    const purchase = {
      payerId: user.id,
      clientKey,
      derivedKey: `intent:${request.tierId}:${request.billingPeriod}`,
      fingerprint: fingerprintOf('intent', request),
    };
    return this.purchases.run(purchase, async (attempt) => {
      const offer = await this.offers.platformOffer(
        user,
        request.tierId,
        request.billingPeriod,
        request.currency,
      );
      if (offer.terms.priceCents === 0) throw new BadRequestException(FREE_PLAN_NEEDS_NO_PAYMENT);
      if (request.amount !== offer.terms.priceCents) {
        throw new BadRequestException(AMOUNT_MISMATCH);
      }
      const current = await this.subscriptions.findLive(user.id, undefined);
      const method = { kind: 'browser' as const };
      const result =
        current && isLive(current)
          ? await this.checkout.switchTier(current, offer, method, attempt)
          : await this.checkout.buy(user.id, offer, current, method, attempt);
      const payment = result.payment;
      if (!payment?.clientSecret) throw new Error('the processor returned no client secret');
      return { data: { ...payment, clientSecret: payment.clientSecret }, paymentId: payment.id };
    });
  }
}
