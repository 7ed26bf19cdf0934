import { describe, expect, it } from 'vitest';
import { activeTierOf, deny, effectiveTierOf } from './access.decision';
import { EARLIER, NOW, userOn, userWithoutPlan } from './access.fixtures';

describe('activeTierOf / effectiveTierOf', () => {
  it.each([
    ['active with a future end', userOn('pro-subscriber'), 'pro-subscriber'],
    ['active without an end', userOn('pro-creator', { periodEnd: undefined }), 'pro-creator'],
    ['period ended', userOn('pro-subscriber', { periodEnd: EARLIER }), null],
    ['ends exactly now', userOn('pro-subscriber', { periodEnd: NOW }), null],
    [
      'ISO string end in the future',
      userOn('vip-subscriber', { periodEnd: '2099-01-01' }),
      'vip-subscriber',
    ],
    ['canceled', userOn('pro-subscriber', { status: 'canceled' }), null],
    ['expired', userOn('pro-subscriber', { status: 'expired' }), null],
    ['past due', userOn('pro-subscriber', { status: 'past_due' }), null],
    ['no subscription', userWithoutPlan(), null],
  ])('%s', (_case, user, tierId) => {
    expect(activeTierOf(user, NOW)?.id ?? null).toBe(tierId);
  });

  it('puts a creator without an active plan on the free creator tier', () => {
    expect(effectiveTierOf(userWithoutPlan('CREATOR'), NOW)?.id).toBe('basic-creator');
    expect(effectiveTierOf(userOn('premium-creator', { periodEnd: EARLIER }), NOW)?.id).toBe(
      'basic-creator',
    );
    expect(effectiveTierOf(userOn('pro-creator'), NOW)?.id).toBe('pro-creator');
    expect(effectiveTierOf(userWithoutPlan('subscriber'), NOW)).toBeNull();
    expect(effectiveTierOf(userWithoutPlan('admin'), NOW)).toBeNull();
    expect(effectiveTierOf(null, NOW)).toBeNull();
  });

  it('leaves out details that are not set', () => {
    expect(deny('No', { requiredTier: undefined, upgradeUrl: '/login' })).toEqual({
      allowed: false,
      reason: 'No',
      upgradeUrl: '/login',
    });
  });
});
