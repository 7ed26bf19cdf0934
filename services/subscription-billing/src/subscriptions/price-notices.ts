import { bundlePriceCents } from '@tessera/rules';
import { periodMs, priceForPeriod } from '../plans/plan-terms';
import { SubscriptionEventBuilder } from './subscription-event.builder';
import type { Subscription } from './subscription.schema';
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
  const newPriceCents = subscription.bundle
    ? bundlePriceCents(tierPriceCents, subscription.bundle)
    : priceForPeriod(tierPriceCents, subscription.billingPeriod);
  if (newPriceCents === subscription.priceCents) {
    return subscription.pendingPrice ? { set: { pendingPrice: null } } : null;
  }
  if (subscription.pendingPrice?.priceCents === newPriceCents) return null;
  const effectiveFrom = firstRenewalAfterNotice(subscription, now, terms);
  return {
    set: { pendingPrice: { priceCents: newPriceCents, noticeAt: now, effectiveFrom } },
    events: (next) => [SubscriptionEventBuilder.priceChanging(next, now)],
  };
}

/** What the renewal of the period ending now charges: the new price once it is in effect. */
export function renewalPriceOf(subscription: Subscription): number {
  const pending = subscription.pendingPrice;
  if (pending && subscription.currentPeriodEnd.getTime() >= pending.effectiveFrom.getTime()) {
    return pending.priceCents;
  }
  return subscription.priceCents;
}
