import { Injectable } from '@nestjs/common';
import type { SubscribeRequest, SubscribeResultDto } from '@tessera/contracts';
import { type AuthenticatedUser, PlatformSettingsReader } from '@tessera/platform';
import { assertExpectedPrice } from '../payments/expected-price';
import { IdempotentPurchases, type PurchaseAttempt } from '../purchase-keys/idempotent-purchases';
import { fingerprintOf } from '../purchase-keys/purchase-key-rules';
import { performed, SubscriptionCheckout } from './subscription-checkout';
import { PaymentMethodsService } from '../payment-methods/payment-methods.service';
import { SubscriptionOffers } from './subscription-offers';
import { type OfferedTerms, SubscriptionOfferTerms } from './subscription-offer-terms';
import { SubscriptionTerms } from './subscription-terms';

/**
 * Subscribing to a platform plan or a creator's tier, once per purchase key (the client's, else
 * the buyer, the plan or tier, the period and any bundle or link), at the price the buyer was
 * shown. A bundle or a promotion link is the same purchase at other terms; a link's claim is
 * counted before anything is charged and given back when the subscription does not come about.
 */
@Injectable()
export class StartSubscriptionUseCase {
  constructor(
    private readonly offers: SubscriptionOffers,
    private readonly checkout: SubscriptionCheckout,
    private readonly terms: SubscriptionTerms,
    private readonly purchases: IdempotentPurchases,
    private readonly settings: PlatformSettingsReader,
    private readonly offerTerms: SubscriptionOfferTerms,
    private readonly methods: PaymentMethodsService,
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
      derivedKey: [
        `subscribe:${seller}:${request.tierId}:${request.billingPeriod}`,
        ...(request.bundleMonths ? [`bundle-${request.bundleMonths}`] : []),
        ...(request.offerCode ? [`offer-${request.offerCode}`] : []),
      ].join(':'),
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
      const offered = await this.offerTerms.apply(user.id, request, offer);
      assertExpectedPrice(request.expectedAmountCents, {
        priceCents: offered.agreedCents,
        currency: offer.terms.currency,
      });
      if (offered.link) {
        return performed(await this.withClaim(user.id, request, offered, attempt));
      }
      // No lookup of what is already held: the new subscription's unique live key refuses a
      // second one, and only then is the one held read (a live one is a conflict, an unpaid one
      // is charged, once).
      const method = { kind: 'saved' as const, paymentMethodId: request.paymentMethodId };
      return performed(await this.checkout.buy(user.id, offered.offer, null, method, attempt));
    });
  }

  /** A subscription through a trial or promotion link: claimed first, given back on failure. */
  private async withClaim(
    userId: string,
    request: SubscribeRequest,
    offered: OfferedTerms,
    attempt: PurchaseAttempt,
  ): Promise<SubscribeResultDto> {
    const { target, link } = offered.link as NonNullable<OfferedTerms['link']>;
    // A trial needs a card on file: its end charges it.
    const card =
      link.kind === 'trial' ? await this.methods.forCharge(userId, request.paymentMethodId) : null;
    const claim = await this.offerTerms.claim(target);
    try {
      if (card && link.trialDays) {
        return await this.checkout.trial(userId, offered.offer, link.trialDays, card._id);
      }
      const method = { kind: 'saved' as const, paymentMethodId: request.paymentMethodId };
      return await this.checkout.buy(userId, offered.offer, null, method, attempt);
    } catch (error) {
      if (claim.fresh) await this.offerTerms.release(target);
      throw error;
    }
  }
}
