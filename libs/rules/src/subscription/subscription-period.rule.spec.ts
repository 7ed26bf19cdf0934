import { describe, expect, it } from 'vitest';
import { isSubscriptionActive } from './subscription-period.rule';

const now = new Date('2025-01-31T08:00:00.000Z');

describe('subscription period', () => {
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
