import type { Payment } from '../payments/payment.schema';
import { type BillingPlan, periodMs } from '../plans/plan-terms';
import { toldTermsInEffect } from './price-notices';
import { SubscriptionEventBuilder } from './subscription-event.builder';
import type { SubscriptionChange } from './subscriptions.repository';
import type { EndReason, PendingCharge, Subscription } from './subscription.schema';

/** What the moves of a subscription need to know of the service's settings. */
export interface Terms {
  /** One monthly period, in seconds. */
  periodSeconds: number;
  /** Wait before each renewal retry, in seconds. */
  retryDelaysSeconds: readonly number[];
}

/**
 * The charge a payment pays for: the pending one, when it is that payment, or when its payment id
 * is not stored yet (the webhook came first) and the payment was created after the claim.
 */
export function chargeOf(subscription: Subscription, payment: Payment): PendingCharge | null {
  const charge = subscription.charge;
  if (!charge) return null;
  if (charge.paymentId) return charge.paymentId === payment._id ? charge : null;
  return payment.createdAt.getTime() >= charge.startedAt.getTime() ? charge : null;
}

function settled(subscription: Subscription, payment: Payment, paidCents: number) {
  return {
    settledPaymentIds: [...subscription.settledPaymentIds, payment._id],
    lifetimeCents: (subscription.lifetimeCents ?? 0) + paidCents,
  };
}

/** A period of the plan starting at `start`. */
export function period(start: Date, plan: BillingPlan, terms: Terms) {
  return {
    currentPeriodStart: start,
    currentPeriodEnd: new Date(start.getTime() + periodMs(plan, terms.periodSeconds)),
  };
}

/** A free plan (or a paid first period) starts now and is looked at again when it ends. */
export function activate(
  subscription: Subscription,
  now: Date,
  terms: Terms,
  extra: Partial<Subscription> = {},
): SubscriptionChange {
  const next = period(now, { ...subscription, ...extra }, terms);
  return {
    set: {
      ...extra,
      ...next,
      status: 'active',
      activatedAt: now,
      nextActionAt: next.currentPeriodEnd,
      renewalFailures: 0,
      charge: null,
    },
    events: (after) => [SubscriptionEventBuilder.created(after)],
  };
}

/**
 * A free trial starts now without a charge: active for its days, with the card its end charges
 * as a normal renewal (or, cancelled before then, ends without one).
 */
export function trialStarted(
  now: Date,
  trialDays: number,
  paymentMethodId: string,
): SubscriptionChange {
  const trialEndsAt = new Date(now.getTime() + trialDays * 86_400_000);
  return {
    set: {
      status: 'active',
      activatedAt: now,
      currentPeriodStart: now,
      currentPeriodEnd: trialEndsAt,
      trialEndsAt,
      paymentMethodId,
      nextActionAt: trialEndsAt,
      renewalFailures: 0,
      charge: null,
    },
    events: (after) => [SubscriptionEventBuilder.created(after)],
  };
}

/**
 * A success that pays for nothing the subscription waits for: a payment superseded by a newer
 * checkout, or a renewal charge given up on. It buys nothing and is refunded.
 */
export function isUnclaimed(subscription: Subscription, payment: Payment): boolean {
  return (
    !subscription.settledPaymentIds.includes(payment._id) &&
    chargeOf(subscription, payment) === null
  );
}

/**
 * A successful payment of the subscription. The first one activates it; a renewal moves the period
 * on (from the old end while active, from now after a lapse); a tier change starts the new tier's
 * period now. A payment that pays for nothing pending is only recorded, without counting towards
 * the lifetime: it is refunded.
 */
export function paymentSucceeded(
  subscription: Subscription,
  payment: Payment,
  now: Date,
  terms: Terms,
): SubscriptionChange | null {
  if (subscription.settledPaymentIds.includes(payment._id)) return null;
  if (isUnclaimed(subscription, payment)) {
    return {
      set: {
        settledPaymentIds: [...subscription.settledPaymentIds, payment._id],
        unclaimedPaymentIds: [...(subscription.unclaimedPaymentIds ?? []), payment._id],
      },
    };
  }
  const paid = settled(subscription, payment, payment.amountCents);
  const charge = chargeOf(subscription, payment);
  if (subscription.status === 'incomplete') {
    return activate(subscription, now, terms, {
      ...paid,
      ...(charge ? chargeTerms(charge) : {}),
      paymentMethodId: payment.paymentMethodId ?? subscription.paymentMethodId,
    });
  }
  const live = subscription.status === 'active' || subscription.status === 'past_due';
  if (!charge || !live) return { set: paid };
  if (charge.kind === 'renewal') {
    const start = subscription.status === 'active' ? subscription.currentPeriodEnd : now;
    // The renewal buys what it was charged for: the same bundle, another one, or one month.
    const bundle = charge.bundle !== undefined ? charge.bundle : (subscription.bundle ?? null);
    const next = period(start, { ...subscription, bundle }, terms);
    return {
      set: {
        ...paid,
        ...next,
        priceCents: charge.priceCents,
        bundle,
        // The terms the subscriber was told of are now theirs; a later notice stays pending.
        ...(toldTermsInEffect(subscription) ? { pendingPrice: null } : {}),
        status: 'active',
        nextActionAt: next.currentPeriodEnd,
        renewalFailures: 0,
        charge: null,
      },
      events: (after) => [SubscriptionEventBuilder.renewed(after, now)],
    };
  }
  const next = period(now, { ...charge, bundle: charge.bundle ?? null }, terms);
  return {
    set: {
      ...paid,
      ...chargeTerms(charge),
      ...next,
      status: 'active',
      cancelAtPeriodEnd: false,
      canceledAt: null,
      nextActionAt: next.currentPeriodEnd,
      renewalFailures: 0,
      charge: null,
    },
    events: (after) => [SubscriptionEventBuilder.updated(after, now)],
  };
}

function chargeTerms(charge: PendingCharge): Partial<Subscription> {
  return {
    tierId: charge.tierId,
    tierName: charge.tierName,
    // A promotion's first period costs less than the renewals after it.
    priceCents: charge.renewalPriceCents ?? charge.priceCents,
    bundle: charge.bundle ?? null,
    // Bought at the tier's current price: a notice about an earlier one no longer applies.
    pendingPrice: null,
    billingPeriod: charge.billingPeriod,
    currency: charge.currency,
  };
}

/** A failed payment: a first charge or tier change just stops waiting; a renewal is retried. */
export function paymentFailed(
  subscription: Subscription,
  payment: Payment,
  now: Date,
  terms: Terms,
): SubscriptionChange | null {
  if (subscription.settledPaymentIds.includes(payment._id)) return null;
  const recorded = { settledPaymentIds: [...subscription.settledPaymentIds, payment._id] };
  const charge = chargeOf(subscription, payment);
  if (!charge) return { set: recorded };
  if (charge.kind !== 'renewal') return { set: { ...recorded, charge: null } };
  const failed = renewalFailed(subscription, now, terms);
  return { ...failed, set: { ...failed.set, ...recorded } };
}

/**
 * A renewal charge failed (or could not start): past due until the next retry, expired once the
 * retries are used up. Past due grants nothing, which consumers read from the event's status.
 */
export function renewalFailed(
  subscription: Subscription,
  now: Date,
  terms: Terms,
): SubscriptionChange {
  const failures = subscription.renewalFailures + 1;
  const delay = terms.retryDelaysSeconds[failures - 1];
  if (delay === undefined) return end(subscription, 'payment_failed', now);
  return {
    set: {
      status: 'past_due',
      renewalFailures: failures,
      nextActionAt: new Date(now.getTime() + delay * 1000),
      charge: null,
    },
    events: (after) => [SubscriptionEventBuilder.updated(after, now)],
  };
}

/** A free plan's period moves on without a charge. */
export function renewFree(subscription: Subscription, now: Date, terms: Terms): SubscriptionChange {
  const next = period(subscription.currentPeriodEnd, subscription, terms);
  return {
    set: { ...next, nextActionAt: next.currentPeriodEnd, renewalFailures: 0, charge: null },
    events: (after) => [SubscriptionEventBuilder.renewed(after, now)],
  };
}

/**
 * Ends a subscription. One that was ever active expires and says so; one that never was (its first
 * payment never succeeded) is only closed, as nothing was granted.
 */
export function end(subscription: Subscription, reason: EndReason, now: Date): SubscriptionChange {
  const granted = Boolean(subscription.activatedAt);
  return {
    set: {
      status: granted ? 'expired' : 'canceled',
      endedReason: reason,
      endedAt: now,
      nextActionAt: null,
      charge: null,
    },
    unset: ['liveKey'],
    events: (after) =>
      granted && reason !== 'abandoned'
        ? [SubscriptionEventBuilder.expired(after, reason, now)]
        : [],
  };
}

/** A refund or dispute of any of its payments ends the subscription it paid for. */
export function paymentReversed(
  subscription: Subscription,
  payment: Payment,
  kind: 'refund' | 'dispute',
  now: Date,
): SubscriptionChange | null {
  if ((subscription.reversedPaymentIds ?? []).includes(payment._id)) return null;
  // Counted in the lifetime only if its success was applied (a reversal may come first) and
  // bought something (a superseded payment never counts).
  const wasPaid =
    subscription.settledPaymentIds.includes(payment._id) &&
    Boolean(payment.facts.succeededAt) &&
    !(subscription.unclaimedPaymentIds ?? []).includes(payment._id);
  const recorded = {
    settledPaymentIds: subscription.settledPaymentIds.includes(payment._id)
      ? subscription.settledPaymentIds
      : [...subscription.settledPaymentIds, payment._id],
    reversedPaymentIds: [...(subscription.reversedPaymentIds ?? []), payment._id],
    lifetimeCents: (subscription.lifetimeCents ?? 0) - (wasPaid ? payment.amountCents : 0),
  };
  const over = subscription.status === 'expired' || subscription.status === 'canceled';
  // A superseded payment's automatic refund gives back what bought nothing: the subscription stays.
  if (
    over ||
    payment.supersededAt ||
    (subscription.unclaimedPaymentIds ?? []).includes(payment._id)
  ) {
    return { set: recorded };
  }
  const ended = end(subscription, kind === 'refund' ? 'refunded' : 'disputed', now);
  return { ...ended, set: { ...ended.set, ...recorded } };
}
