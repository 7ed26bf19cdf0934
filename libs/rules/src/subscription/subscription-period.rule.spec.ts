import { describe, expect, it } from 'vitest';
import {
  cancelAtPeriodEnd,
  isSubscriptionActive,
  resumeSubscription,
  startSubscriptionPeriod,
} from './subscription-period.rule';

const now = new Date('2025-01-31T08:00:00.000Z');

describe('subscription period', () => {
  it('starts a 30-day period', () => {
    expect(startSubscriptionPeriod(now)).toEqual({
      currentPeriodStart: new Date('2025-01-31T08:00:00.000Z'),
      currentPeriodEnd: new Date('2025-03-02T08:00:00.000Z'),
    });
  });

  it('cancels at period end and resumes', () => {
    const subscription = { id: 's1', tierId: 'pro-subscriber', cancelAtPeriodEnd: false };
    const canceled = cancelAtPeriodEnd(subscription, now);
    expect(canceled).toEqual({ ...subscription, cancelAtPeriodEnd: true, canceledAt: now });
    expect(canceled.canceledAt).not.toBe(now);
    expect(resumeSubscription(canceled)).toEqual({
      ...subscription,
      cancelAtPeriodEnd: false,
      canceledAt: null,
    });
    expect(subscription.cancelAtPeriodEnd).toBe(false);
  });

  it.each([
    [
      'active, ends later',
      { status: 'active', currentPeriodEnd: '2025-02-01T00:00:00.000Z' },
      true,
    ],
    ['active, ends exactly now', { status: 'active', currentPeriodEnd: now }, false],
    ['active, ended', { status: 'active', currentPeriodEnd: '2025-01-01T00:00:00.000Z' }, false],
    ['active, no end', { status: 'active' }, true],
    ['active, null end', { status: 'active', currentPeriodEnd: null }, true],
    ['active, broken end', { status: 'active', currentPeriodEnd: 'soon' }, false],
    ['canceled', { status: 'canceled', currentPeriodEnd: '2026-01-01' }, false],
    ['expired', { status: 'expired' }, false],
    ['past due', { status: 'past_due' }, false],
    ['none', null, false],
  ] as const)('%s: active %j', (_case, subscription, active) => {
    expect(isSubscriptionActive(subscription, now)).toBe(active);
  });
});
