import { randomUUID } from 'node:crypto';
import {
  BadRequestException,
  ConflictException,
  Injectable,
  NotFoundException,
} from '@nestjs/common';
import type {
  ChangeTierRequest,
  PaymentIntentDto,
  PaymentIntentRequest,
  PlanUpdateRequest,
  SubscribeRequest,
  SubscribeResultDto,
} from '@tessera/contracts';
import type { AuthenticatedUser } from '@tessera/platform';
import { assertExpectedPrice } from '../payments/expected-price';
import type { ChargeRequest } from '../payments/payments.service';
import { toPaymentDto } from '../payments/payments.service';
import {
  IdempotentPurchases,
  type PerformedPurchase,
  type PurchaseAttempt,
} from '../purchase-keys/idempotent-purchases';
import { fingerprintOf } from '../purchase-keys/purchase-key-rules';
import { type Offer, SubscriptionOffers } from './subscription-offers';
import {
  type ChargeKind,
  liveKeyOf,
  type PendingCharge,
  type Subscription,
} from './subscription.schema';
import { type StartedCharge, SubscriptionCharges } from './subscription-charges';
import { toSubscriptionDto } from './subscription-dto';
import { SubscriptionTerms } from './subscription-terms';
import { SubscriptionEvents } from './subscription-events';
import { activate, period } from './subscription-transitions';
import { SubscriptionWriter } from './subscription-writer';
import { SubscriptionsRepository } from './subscriptions.repository';

export const SUBSCRIPTION_NOT_FOUND = 'Subscription not found';
export const ALREADY_SUBSCRIBED = 'You already have an active subscription to this creator';
export const ALREADY_ON_PLAN = 'You already have a plan; change it instead';
export const SAME_TIER = 'This is already your tier';
export const AMOUNT_MISMATCH = 'Amount does not match the price of this plan';
export const FREE_PLAN_NEEDS_NO_PAYMENT = 'This plan is free; no payment is needed';

const LIVE = ['active', 'past_due'] as const;

function restart(subscription: Subscription, now: Date, terms: SubscriptionTerms) {
  const next = period(now, subscription.billingPeriod, terms);
  return {
    ...next,
    status: 'active' as const,
    renewalFailures: 0,
    nextActionAt: next.currentPeriodEnd,
  };
}
const isLive = (subscription: Subscription) =>
  (LIVE as readonly string[]).includes(subscription.status);
const toResult = (started: StartedCharge): SubscribeResultDto => ({
  subscription: toSubscriptionDto(started.subscription),
  payment: toPaymentDto(started.payment),
});
const performed = (result: SubscribeResultDto): PerformedPurchase<SubscribeResultDto> => ({
  data: result,
  paymentId: result.payment?.id ?? null,
});

/**
 * Subscribing, changing plan or tier, and the browser checkout's payment. A free plan starts at
 * once; anything paid waits, `incomplete` or on its old tier, for its payment's webhook.
 */
@Injectable()
export class SubscriptionsService {
  constructor(
    private readonly subscriptions: SubscriptionsRepository,
    private readonly writer: SubscriptionWriter,
    private readonly offers: SubscriptionOffers,
    private readonly charges: SubscriptionCharges,
    private readonly terms: SubscriptionTerms,
    private readonly purchases: IdempotentPurchases,
  ) {}

  /**
   * Subscribes once per purchase key (the client's, else the buyer, the plan or tier and the
   * period), at the price the buyer was shown.
   */
  async subscribe(
    user: AuthenticatedUser,
    request: SubscribeRequest,
    clientKey?: string,
  ): Promise<SubscribeResultDto> {
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
      return performed(await this.buy(user, offer, null, method, attempt));
    });
  }

  /** Section 7's subscription update: a free plan now, a paid one once its charge succeeds. */
  async changePlan(
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
      if (!current || !isLive(current)) {
        return performed(await this.buy(user, offer, current, { kind: 'saved' }, attempt));
      }
      return performed(await this.switchTier(current, offer, { kind: 'saved' }, attempt));
    });
  }

  /** Moves a creator subscription to another of the same creator's tiers, once per key. */
  async changeTier(
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
      const current = await this.owned(user.id, id);
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
      return performed(await this.switchTier(current, offer, method, attempt));
    });
  }

  /**
   * Section 7's payment creation for a platform plan: the amount must be the plan's price; the
   * browser confirms the returned intent, and its webhook activates or switches the plan.
   */
  async createIntent(
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
      const result =
        current && isLive(current)
          ? await this.switchTier(current, offer, { kind: 'browser' }, attempt)
          : await this.buy(user, offer, current, { kind: 'browser' }, attempt);
      const payment = result.payment;
      if (!payment?.clientSecret) throw new Error('the processor returned no client secret');
      return { data: { ...payment, clientSecret: payment.clientSecret }, paymentId: payment.id };
    });
  }

  /** A new (or still unpaid) subscription: active now when free, else charged. */
  private async buy(
    user: AuthenticatedUser,
    offer: Offer,
    unpaid: Subscription | null,
    method: ChargeRequest['method'],
    attempt: PurchaseAttempt,
  ): Promise<SubscribeResultDto> {
    if (!unpaid && offer.terms.priceCents > 0) {
      // A new paid subscription is created holding its charge's claim: one write, not two.
      const claim = this.charges.newClaim({ kind: 'initial', ...offer.terms }, attempt.paymentId);
      const created = await this.createUnpaid(user.id, offer, claim);
      if (created.charge?.paymentId === claim.paymentId) {
        return toResult(
          await this.charges.charge(created, claim, method, {
            idempotencyKey: attempt.processorKey,
          }),
        );
      }
      return this.charge(created, 'initial', offer, method, attempt);
    }
    const subscription = unpaid ?? (await this.createUnpaid(user.id, offer, null));
    if (offer.terms.priceCents === 0) {
      const activated = await this.writer.change(subscription._id, (current) =>
        current.status === 'incomplete'
          ? activate(current, new Date(), this.terms, { ...offer.terms, charge: null })
          : null,
      );
      return {
        subscription: toSubscriptionDto(activated?.subscription ?? subscription),
        payment: null,
      };
    }
    return this.charge(subscription, 'initial', offer, method, attempt);
  }

  private async switchTier(
    current: Subscription,
    offer: Offer,
    method: ChargeRequest['method'],
    attempt: PurchaseAttempt,
  ): Promise<SubscribeResultDto> {
    if (current.tierId === offer.terms.tierId) throw new ConflictException(SAME_TIER);
    if (offer.terms.priceCents > 0) {
      return this.charge(current, 'tier_change', offer, method, attempt);
    }
    // Down to a free plan: nothing to pay, so it applies now, keeping the period that was paid.
    const now = new Date();
    const switched = await this.writer.change(current._id, (latest) => ({
      set: {
        ...offer.terms,
        charge: null,
        // A lapsed plan has no paid period left to keep: the free one starts now.
        ...(latest.status === 'past_due' ? restart(latest, now, this.terms) : {}),
      },
      events: (next) => [SubscriptionEvents.updated(next, now)],
    }));
    return { subscription: toSubscriptionDto(switched?.subscription ?? current), payment: null };
  }

  private async charge(
    subscription: Subscription,
    kind: ChargeKind,
    offer: Offer,
    method: ChargeRequest['method'],
    attempt: PurchaseAttempt,
  ): Promise<SubscribeResultDto> {
    return toResult(
      await this.charges.start(subscription, { kind, ...offer.terms }, method, {
        paymentId: attempt.paymentId,
        idempotencyKey: attempt.processorKey,
      }),
    );
  }

  private async createUnpaid(
    subscriberId: string,
    offer: Offer,
    charge: PendingCharge | null,
  ): Promise<Subscription> {
    const now = new Date();
    const created = await this.writer.create(
      {
        _id: randomUUID(),
        subscriberId,
        creatorId: offer.creatorId,
        liveKey: liveKeyOf(subscriberId, offer.creatorId),
        ...offer.terms,
        status: 'incomplete',
        // No period yet: both ends mark the moment it was asked for until the first payment.
        currentPeriodStart: now,
        currentPeriodEnd: now,
        cancelAtPeriodEnd: false,
        canceledAt: null,
        paymentMethodId: null,
        nextActionAt: null,
        charge,
      },
      [],
    );
    if (created) return created;
    // Another request created it a moment ago.
    const raced = await this.subscriptions.findLive(subscriberId, offer.creatorId);
    if (!raced || isLive(raced)) {
      throw new ConflictException(offer.creatorId ? ALREADY_SUBSCRIBED : ALREADY_ON_PLAN);
    }
    return raced;
  }

  async owned(subscriberId: string, id: string): Promise<Subscription> {
    const subscription = await this.subscriptions.findById(id);
    if (!subscription || subscription.subscriberId !== subscriberId) {
      throw new NotFoundException(SUBSCRIPTION_NOT_FOUND);
    }
    return subscription;
  }
}
