import { describe, expect, it } from 'vitest';
import type { Subscription } from './subscription.schema';
import {
  firstRenewalAfterNotice,
  type NoticeTerms,
  renewalTermsOf,
  tierPriceChanged,
} from './price-notices';

const DAY = 86_400_000;
const terms: NoticeTerms = {
  periodSeconds: 30 * 86_400,
  retryDelaysSeconds: [86_400],
  noticeSeconds: 7 * 86_400,
};
const now = new Date('2025-03-01T10:00:00.000Z');

function subscription(overrides: Partial<Subscription> = {}): Subscription {
  return {
    _id: 's1',
    version: 1,
    subscriberId: 'fan',
    creatorId: 'creator',
    liveKey: 'fan:creator',
    tierId: 'gold',
    tierName: 'Gold',
    billingPeriod: 'monthly',
    priceCents: 100,
    currency: 'usd',
    status: 'active',
    currentPeriodStart: new Date(now.getTime() - 20 * DAY),
    currentPeriodEnd: new Date(now.getTime() + 10 * DAY),
    cancelAtPeriodEnd: false,
    canceledAt: null,
    paymentMethodId: null,
    renewalFailures: 0,
    nextActionAt: null,
    charge: null,
    settledPaymentIds: [],
    reversedPaymentIds: [],
    unclaimedPaymentIds: [],
    lifetimeCents: 100,
    createdAt: now,
    updatedAt: now,
    ...overrides,
  };
}

describe('price notices', () => {
  it('puts the first renewal at a new price at least the notice period away', () => {
    const soon = subscription({ currentPeriodEnd: new Date(now.getTime() + 3 * DAY) });
    expect(firstRenewalAfterNotice(soon, now, terms)).toEqual(new Date(now.getTime() + 33 * DAY));
    const later = subscription();
    expect(firstRenewalAfterNotice(later, now, terms)).toEqual(later.currentPeriodEnd);
  });

  it("tells a live subscriber of the tier's new price, in the same change", () => {
    const current = subscription({ currentPeriodEnd: new Date(now.getTime() + 2 * DAY) });
    const change = tierPriceChanged(current, 'gold', 1_000_000, now, terms);
    expect(change?.set.pendingPrice).toEqual({
      priceCents: 1_000_000,
      noticeAt: now,
      effectiveFrom: new Date(now.getTime() + 32 * DAY),
    });
    const after = { ...current, ...change?.set, version: 2 } as Subscription;
    expect(change?.events?.(after)[0]).toMatchObject({
      type: 'subscription.price_changing',
      data: { currentPriceCents: 100, newPriceCents: 1_000_000, currency: 'USD' },
    });
    expect(tierPriceChanged(after, 'gold', 1_000_000, now, terms)).toBeNull();
  });

  it('leaves other tiers and ended subscriptions alone, and drops a notice the price undid', () => {
    expect(tierPriceChanged(subscription(), 'silver', 500, now, terms)).toBeNull();
    const ended = subscription({ status: 'expired' });
    expect(tierPriceChanged(ended, 'gold', 500, now, terms)).toBeNull();
    const pendingPrice = { priceCents: 500, noticeAt: now, effectiveFrom: now };
    const undone = tierPriceChanged(subscription({ pendingPrice }), 'gold', 100, now, terms);
    expect(undone).toEqual({ set: { pendingPrice: null } });
  });

  it('charges the annual price of the new monthly one to an annual subscriber', () => {
    const annual = subscription({ billingPeriod: 'annual', priceCents: 960 });
    const change = tierPriceChanged(annual, 'gold', 200, now, terms);
    expect(change?.set.pendingPrice?.priceCents).toBe(1920);
  });

  it('renews at the locked price until the new one takes effect', () => {
    const effectiveFrom = new Date(now.getTime() + 40 * DAY);
    const pending = subscription({
      pendingPrice: { priceCents: 900, noticeAt: now, effectiveFrom },
    });
    expect(renewalTermsOf(pending).priceCents).toBe(100);
    expect(renewalTermsOf({ ...pending, currentPeriodEnd: effectiveFrom }).priceCents).toBe(900);
  });

  it("prices a bundle's told end at the new monthly price, never sooner than the notice", () => {
    const bridged = subscription({
      priceCents: 90,
      currentPeriodEnd: new Date(now.getTime() + 2 * DAY),
      pendingPrice: {
        priceCents: 100,
        bundle: null,
        noticeAt: new Date(now.getTime() - 28 * DAY),
        effectiveFrom: new Date(now.getTime() + 2 * DAY),
      },
    });
    const change = tierPriceChanged(bridged, 'gold', 120, now, terms);
    expect(change?.set.pendingPrice).toMatchObject({
      priceCents: 120,
      bundle: null,
      effectiveFrom: new Date(now.getTime() + 32 * DAY),
    });
  });
});
