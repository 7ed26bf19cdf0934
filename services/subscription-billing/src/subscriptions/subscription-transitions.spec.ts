import { describe, expect, it } from 'vitest';
import type { Payment } from '../payments/payment.schema';
import type { Subscription } from './subscription.schema';
import {
  paymentFailed,
  paymentReversed,
  paymentSucceeded,
  renewalFailed,
  type Terms,
} from './subscription-transitions';

const terms: Terms = { periodSeconds: 30 * 86_400, retryDelaysSeconds: [86_400, 259_200] };
const now = new Date('2025-03-01T10:00:00.000Z');
const DAY = 86_400_000;

function subscription(overrides: Partial<Subscription> = {}): Subscription {
  return {
    _id: 's1',
    version: 3,
    subscriberId: 'fan',
    creatorId: 'creator',
    liveKey: 'fan:creator',
    tierId: 'gold',
    tierName: 'Gold',
    billingPeriod: 'monthly',
    priceCents: 700,
    currency: 'usd',
    status: 'active',
    currentPeriodStart: new Date(now.getTime() - 30 * DAY),
    currentPeriodEnd: now,
    cancelAtPeriodEnd: false,
    canceledAt: null,
    paymentMethodId: 'pm1',
    activatedAt: new Date(now.getTime() - 30 * DAY),
    renewalFailures: 0,
    nextActionAt: now,
    charge: null,
    settledPaymentIds: [],
    reversedPaymentIds: [],
    unclaimedPaymentIds: [],
    lifetimeCents: 700,
    createdAt: new Date(now.getTime() - 30 * DAY),
    updatedAt: now,
    ...overrides,
  };
}

function payment(overrides: Partial<Payment> = {}): Payment {
  return {
    _id: 'p2',
    intentId: 'pi_2',
    purpose: 'creator_subscription',
    payerId: 'fan',
    creatorId: 'creator',
    tierId: 'gold',
    subscriptionId: 's1',
    amountCents: 700,
    currency: 'usd',
    split: { processorFeeCents: 50, platformFeeCents: 140, creatorNetCents: 510 },
    facts: { succeededAt: now },
    createdAt: now,
    ...overrides,
  };
}

const renewal = {
  kind: 'renewal' as const,
  tierId: 'gold',
  tierName: 'Gold',
  priceCents: 700,
  currency: 'usd',
  billingPeriod: 'monthly' as const,
  startedAt: new Date(now.getTime() - 1000),
};

describe('subscription moves', () => {
  it('moves the period on from its old end when a renewal is paid, once', () => {
    const current = subscription({ charge: renewal });
    const change = paymentSucceeded(current, payment(), now, terms);
    expect(change?.set).toMatchObject({
      status: 'active',
      currentPeriodStart: now,
      currentPeriodEnd: new Date(now.getTime() + 30 * DAY),
      charge: null,
      lifetimeCents: 1400,
      settledPaymentIds: ['p2'],
    });
    const applied = { ...current, ...change?.set } as Subscription;
    expect(paymentSucceeded(applied, payment(), now, terms)).toBeNull();
  });

  it('records a payment that pays for nothing pending as unclaimed, counting nothing', () => {
    const change = paymentSucceeded(subscription(), payment(), now, terms);
    expect(change).toEqual({
      set: { settledPaymentIds: ['p2'], unclaimedPaymentIds: ['p2'] },
    });
  });

  it('does not activate a checkout with a payment that was superseded by a newer one', () => {
    const newer = { ...renewal, kind: 'initial' as const, paymentId: 'p3' };
    const unpaid = subscription({ status: 'incomplete', activatedAt: undefined, charge: newer });
    const change = paymentSucceeded(unpaid, payment(), now, terms);
    expect(change?.set).toEqual({ settledPaymentIds: ['p2'], unclaimedPaymentIds: ['p2'] });
    expect(change?.events).toBeUndefined();
  });

  it('keeps the subscription when an unclaimed payment is refunded, and its lifetime whole', () => {
    const kept = subscription({ settledPaymentIds: ['p2'], unclaimedPaymentIds: ['p2'] });
    const refunded = payment({ facts: { succeededAt: now, refundedAt: now } });
    const change = paymentReversed(kept, refunded, 'refund', now);
    expect(change).toEqual({
      set: { settledPaymentIds: ['p2'], reversedPaymentIds: ['p2'], lifetimeCents: 700 },
    });
  });

  it('makes a renewal at a price the subscriber was told of their price', () => {
    const pendingPrice = { priceCents: 900, noticeAt: now, effectiveFrom: now };
    const current = subscription({ pendingPrice, charge: { ...renewal, priceCents: 900 } });
    const change = paymentSucceeded(current, payment({ amountCents: 900 }), now, terms);
    expect(change?.set).toMatchObject({ priceCents: 900, pendingPrice: null, lifetimeCents: 1600 });
  });

  it('does not take an older payment for the pending charge', () => {
    const older = payment({ createdAt: new Date(now.getTime() - 5000) });
    const change = paymentSucceeded(subscription({ charge: renewal }), older, now, terms);
    expect(change?.set.charge).toBeUndefined();
  });

  it('goes past due after a failed renewal and expires when the retries are used up', () => {
    const first = paymentFailed(subscription({ charge: renewal }), payment(), now, terms);
    expect(first?.set).toMatchObject({
      status: 'past_due',
      renewalFailures: 1,
      nextActionAt: new Date(now.getTime() + DAY),
    });
    const last = renewalFailed(
      subscription({ status: 'past_due', renewalFailures: 2 }),
      now,
      terms,
    );
    expect(last.set).toMatchObject({ status: 'expired', endedReason: 'payment_failed' });
    expect(last.unset).toEqual(['liveKey']);
  });

  it('closes an unpaid checkout whose payment was refunded first, publishing nothing', () => {
    const unpaid = subscription({ status: 'incomplete', activatedAt: undefined, lifetimeCents: 0 });
    const change = paymentReversed(unpaid, payment({ facts: { refundedAt: now } }), 'refund', now);
    expect(change?.set).toMatchObject({
      status: 'canceled',
      endedReason: 'refunded',
      lifetimeCents: 0,
    });
    expect(change?.events?.({ ...unpaid, ...change.set } as Subscription)).toEqual([]);
  });

  it('expires a paid subscription on a dispute and takes the payment off its lifetime once', () => {
    const paid = subscription({ settledPaymentIds: ['p2'], lifetimeCents: 1400 });
    const change = paymentReversed(paid, payment(), 'dispute', now);
    expect(change?.set).toMatchObject({
      status: 'expired',
      endedReason: 'disputed',
      lifetimeCents: 700,
    });
    const after = { ...paid, ...change?.set } as Subscription;
    expect(change?.events?.(after)[0]).toMatchObject({
      type: 'subscription.expired',
      data: { subscriptionId: 's1', status: 'expired', reason: 'disputed' },
    });
    expect(paymentReversed(after, payment(), 'refund', now)).toBeNull();
  });
});
