import { type BundleTerms, bundlePriceCents } from '@tessera/rules';
import { SubscriptionEventBuilder } from '../subscriptions/subscription-event.builder';
import { type RenewalTerms, renewalTermsOf, sameBundle } from '../subscriptions/price-notices';
import type { Subscription, SubscriptionBundle } from '../subscriptions/subscription.schema';
import type { Terms } from '../subscriptions/subscription-transitions';
import type { SubscriptionChange } from '../subscriptions/subscriptions.repository';

/** What a creator sells of a tier now: whether it is on sale, its monthly price, its bundles. */
export interface TierOnSale {
  isActive: boolean;
  priceCents: number;
  bundles: readonly BundleTerms[];
}

/** A renewal: what it charges for what period, and the notice written before it, if any. */
export interface RenewalPlan {
  charge: RenewalTerms;
  notice: SubscriptionChange | null;
}

function stillSold(bundle: SubscriptionBundle, tier: TierOnSale): boolean {
  return tier.isActive && tier.bundles.some((sold) => sameBundle(sold, bundle));
}

/**
 * What a bundle renews as when the creator no longer sells it as bought: the bundle of the same
 * months at its discount now, or, when there is none or the tier is off sale, one month at the
 * tier's monthly price.
 */
export function termsOnSale(bundle: SubscriptionBundle, tier: TierOnSale): RenewalTerms {
  const same = tier.isActive ? tier.bundles.find((sold) => sold.months === bundle.months) : null;
  if (!same) return { priceCents: tier.priceCents, bundle: null };
  const terms = { months: same.months, discountPercent: same.discountPercent };
  return { priceCents: bundlePriceCents(tier.priceCents, terms), bundle: terms };
}

/**
 * The renewal of the period ending now. A bundle renews as that bundle at the price the subscriber
 * holds (or was told of) while the creator still sells it unchanged. Once the creator changed its
 * discount, removed it or took the tier off sale, it is never renewed as it was: this renewal is
 * one month at the monthly rate the subscriber already pays (never more than they agreed to, and
 * no new block of months), and the subscriber is told, a month ahead, what the renewals after it
 * buy (`termsOnSale`). Deciding again from the stored notice changes nothing, so the same renewal
 * run twice tells and charges once.
 */
export function planRenewal(
  subscription: Subscription,
  tier: TierOnSale | null,
  now: Date,
  terms: Terms,
): RenewalPlan {
  const due = renewalTermsOf(subscription);
  if (!due.bundle || !tier || stillSold(due.bundle, tier)) return { charge: due, notice: null };
  const months = subscription.bundle?.months ?? 1;
  const charge = { priceCents: Math.round(subscription.priceCents / months), bundle: null };
  const next = termsOnSale(due.bundle, tier);
  const pending = subscription.pendingPrice;
  const effectiveFrom = new Date(
    subscription.currentPeriodEnd.getTime() + terms.periodSeconds * 1000,
  );
  const told =
    pending?.bundle !== undefined &&
    pending.priceCents === next.priceCents &&
    sameBundle(pending.bundle, next.bundle) &&
    pending.effectiveFrom.getTime() >= effectiveFrom.getTime();
  if (told) return { charge, notice: null };
  return {
    charge,
    notice: {
      set: { pendingPrice: { ...next, noticeAt: now, effectiveFrom } },
      events: (after) => [SubscriptionEventBuilder.priceChanging(after, now)],
    },
  };
}
