import { randomUUID } from 'node:crypto';
import { ConflictException, Injectable } from '@nestjs/common';
import type { SubscribeResultDto } from '@tessera/contracts';
import type { ChargeRequest } from '../payments/payments.service';
import { toPaymentDto } from '../payments/payments.service';
import type { PerformedPurchase, PurchaseAttempt } from '../purchase-keys/idempotent-purchases';
import type { Offer } from './subscription-offers';
import {
  type ChargeKind,
  liveKeyOf,
  type PendingCharge,
  type Subscription,
} from './subscription.schema';
import { type StartedCharge, SubscriptionCharges } from './subscription-charges';
import { alreadyHeldMessage, isLive } from './subscription-claims';
import { toSubscriptionDto } from './subscription-dto';
import { SubscriptionEventBuilder } from './subscription-event.builder';
import { SubscriptionTerms } from './subscription-terms';
import { activate, period, trialStarted } from './subscription-transitions';
import { SubscriptionWriter } from './subscription-writer';
import { SubscriptionsRepository } from './subscriptions.repository';

export const SAME_TIER = 'This is already your tier';

/** How a subscription's charge is paid: a saved card now, or the browser confirming an intent. */
type ChargeMethod = ChargeRequest['method'];

/** A purchase's answer, with the payment it carries, for the purchase key to keep. */
export const performed = (result: SubscribeResultDto): PerformedPurchase<SubscribeResultDto> => ({
  data: result,
  paymentId: result.payment?.id ?? null,
});

function restart(subscription: Subscription, now: Date, terms: SubscriptionTerms) {
  const next = period(now, subscription, terms);
  return {
    ...next,
    status: 'active' as const,
    renewalFailures: 0,
    nextActionAt: next.currentPeriodEnd,
  };
}

const toResult = (started: StartedCharge): SubscribeResultDto => ({
  subscription: toSubscriptionDto(started.subscription),
  payment: toPaymentDto(started.payment),
});

/**
 * The two ways the subscription use cases sell an offer: a new (or still unpaid) subscription,
 * or a live one moved to another tier. A free offer applies at once; anything paid waits,
 * `incomplete` or on its old tier, for its payment's webhook.
 */
@Injectable()
export class SubscriptionCheckout {
  constructor(
    private readonly subscriptions: SubscriptionsRepository,
    private readonly writer: SubscriptionWriter,
    private readonly charges: SubscriptionCharges,
    private readonly terms: SubscriptionTerms,
  ) {}

  /** A new (or still unpaid) subscription: active now when free, else charged. */
  async buy(
    subscriberId: string,
    offer: Offer,
    unpaid: Subscription | null,
    method: ChargeMethod,
    attempt: PurchaseAttempt,
  ): Promise<SubscribeResultDto> {
    if (!unpaid && offer.terms.priceCents > 0) {
      // A new paid subscription is created holding its charge's claim: one write, not two.
      const claim = this.charges.newClaim({ kind: 'initial', ...offer.terms }, attempt.paymentId);
      const created = await this.createUnpaid(subscriberId, offer, claim);
      if (created.charge?.paymentId === claim.paymentId) {
        return toResult(
          await this.charges.charge(created, claim, method, {
            idempotencyKey: attempt.processorKey,
          }),
        );
      }
      return this.charge(created, 'initial', offer, method, attempt);
    }
    const subscription = unpaid ?? (await this.createUnpaid(subscriberId, offer, null));
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

  /** A new (or still unpaid) subscription starting with a free trial: active now, charged at its end. */
  async trial(
    subscriberId: string,
    offer: Offer,
    trialDays: number,
    paymentMethodId: string,
  ): Promise<SubscribeResultDto> {
    const subscription = await this.createUnpaid(subscriberId, offer, null);
    const started = await this.writer.change(subscription._id, (current) =>
      current.status === 'incomplete' ? trialStarted(new Date(), trialDays, paymentMethodId) : null,
    );
    return {
      subscription: toSubscriptionDto(started?.subscription ?? subscription),
      payment: null,
    };
  }

  /** A live subscription moved to the offer's tier: a free one now, a paid one once paid. */
  async switchTier(
    current: Subscription,
    offer: Offer,
    method: ChargeMethod,
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
      events: (next) => [SubscriptionEventBuilder.updated(next, now)],
    }));
    return { subscription: toSubscriptionDto(switched?.subscription ?? current), payment: null };
  }

  private async charge(
    subscription: Subscription,
    kind: ChargeKind,
    offer: Offer,
    method: ChargeMethod,
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
      throw new ConflictException(alreadyHeldMessage(offer));
    }
    return raced;
  }
}
