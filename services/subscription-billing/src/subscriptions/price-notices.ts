import { bundlePriceCents } from '@tessera/rules';
import { periodMs, priceForPeriod } from '../plans/plan-terms';
import { SubscriptionEventBuilder } from './subscription-event.builder';
import type { Subscription, SubscriptionBundle } from './subscription.schema';
import type { SubscriptionChange } from './subscriptions.repository';
import type { Terms } from './subscription-transitions';

/** The settings a price notice depends on. */
export interface NoticeTerms extends Terms {
  /** Least time between telling a subscriber and the first renewal at the new price. */
  noticeSeconds: number;
}

/**
 * The first period end at least the notice period from now: the first renewal that may charge a
 * price the subscriber is told of now.
 */
export function firstRenewalAfterNotice(
  subscription: Subscription,
  now: Date,
  terms: NoticeTerms,
): Date {
  const earliest = now.getTime() + terms.noticeSeconds * 1000;
  const step = periodMs(subscription, terms.periodSeconds);
  let end = subscription.currentPeriodEnd.getTime();
  if (end < earliest) end += Math.ceil((earliest - end) / step) * step;
  return new Date(end);
}

/**
 * A creator tier's price became `tierPriceCents` (monthly): a live subscriber of the tier is told,
 * and their renewals charge the new price from the first renewal the notice period allows; a price
 * back at what they pay drops the pending one. Nothing for anyone else.
 */
export function tierPriceChanged(
  subscription: Subscription,
  tierId: string,
  tierPriceCents: number,
  now: Date,
  terms: NoticeTerms,
): SubscriptionChange | null {
  const live = subscription.status === 'active' || subscription.status === 'past_due';
  if (!live || subscription.tierId !== tierId) return null;
  const pending = subscription.pendingPrice;
  // A bundle the subscriber was told ends (or changes) is priced as it will be.
  const bundle = pending?.bundle !== undefined ? pending.bundle : subscription.bundle;
  const newPriceCents = bundle
    ? bundlePriceCents(tierPriceCents, bundle)
    : priceForPeriod(tierPriceCents, subscription.billingPeriod);
  if (newPriceCents === subscription.priceCents && sameBundle(bundle, subscription.bundle)) {
    return pending ? { set: { pendingPrice: null } } : null;
  }
  if (pending?.priceCents === newPriceCents) return null;
  // A bundle's end already told keeps its date, unless the new price needs a later one.
  const earliest = firstRenewalAfterNotice(subscription, now, terms);
  const effectiveFrom =
    pending?.bundle !== undefined && pending.effectiveFrom.getTime() > earliest.getTime()
      ? pending.effectiveFrom
      : earliest;
  return {
    set: {
      pendingPrice: {
        priceCents: newPriceCents,
        noticeAt: now,
        effectiveFrom,
        ...(pending?.bundle !== undefined ? { bundle: pending.bundle } : {}),
      },
    },
    events: (next) => [SubscriptionEventBuilder.priceChanging(next, now)],
  };
}

/** What one renewal buys: its price, and the bundle its period is (null: one month or a year). */
export interface RenewalTerms {
  priceCents: number;
  bundle: SubscriptionBundle | null;
}

export function sameBundle(
  a: SubscriptionBundle | null | undefined,
  b: SubscriptionBundle | null | undefined,
): boolean {
  return (
    (a?.months ?? 0) === (b?.months ?? 0) && (a?.discountPercent ?? 0) === (b?.discountPercent ?? 0)
  );
}

/** Whether the terms the subscriber was told of apply to the renewal of the period ending now. */
export function toldTermsInEffect(subscription: Subscription): boolean {
  const pending = subscription.pendingPrice;
  return !!pending && subscription.currentPeriodEnd.getTime() >= pending.effectiveFrom.getTime();
}

/** What the renewal of the period ending now buys: the told terms once in effect, else its own. */
export function renewalTermsOf(subscription: Subscription): RenewalTerms {
  const own = subscription.bundle ?? null;
  const pending = subscription.pendingPrice;
  if (!pending || !toldTermsInEffect(subscription)) {
    return { priceCents: subscription.priceCents, bundle: own };
  }
  return {
    priceCents: pending.priceCents,
    bundle: pending.bundle !== undefined ? pending.bundle : own,
  };
}
