import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../messages';
import { EARLIER, NOW, userOn, userWithoutPlan } from './access.fixtures';
import { type AccessUser } from './access.types';
import { checkUpload } from './upload-access.check';

const check = (user: AccessUser | null, uploadsToday = 0) =>
  checkUpload({ user, uploadsToday, now: NOW });

describe('checkUpload', () => {
  it('asks a visitor to log in', () => {
    expect(check(null)).toEqual({
      allowed: false,
      reason: MESSAGES.uploadLoginRequired,
      upgradeUrl: '/login',
    });
  });

  it.each(['subscriber', 'admin'])('refuses role %s and points to creator sign-up', (role) => {
    expect(check(userOn('vip-subscriber', { role }))).toEqual({
      allowed: false,
      reason: MESSAGES.onlyCreatorsUpload,
      upgradeUrl: '/register?role=creator',
    });
  });

  it('accepts the creator role in any letter case', () => {
    expect(check(userOn('pro-creator', { role: 'CREATOR' }))).toEqual({ allowed: true });
  });

  it('refuses a creator whose active plan is a subscriber tier', () => {
    expect(check(userOn('vip-subscriber', { role: 'creator' }))).toEqual({
      allowed: false,
      reason: MESSAGES.activeCreatorSubscriptionRequired,
      requiredTier: 'basic-creator',
      currentTier: 'vip-subscriber',
      upgradeUrl: '/subscription',
    });
  });

  it.each([
    ['basic-creator', 9, true],
    ['basic-creator', 10, false],
    ['pro-creator', 24, true],
    ['pro-creator', 25, false],
    ['premium-creator', 100_000, true],
  ] as const)('%s after %d uploads today: allowed %j', (tierId, today, allowed) => {
    expect(check(userOn(tierId), today).allowed).toBe(allowed);
  });

  it('explains the daily limit and the next tier up', () => {
    expect(check(userOn('pro-creator'), 25)).toEqual({
      allowed: false,
      reason: 'Daily upload limit reached (25)',
      requiredTier: 'premium-creator',
      currentTier: 'pro-creator',
      upgradeUrl: '/subscription',
    });
  });

  it('uses the free creator allowance when no creator plan is active', () => {
    expect(check(userWithoutPlan('creator'), 9)).toEqual({ allowed: true });
    expect(check(userOn('premium-creator', { periodEnd: EARLIER }), 10)).toMatchObject({
      reason: MESSAGES.dailyUploadLimit(10),
      currentTier: 'basic-creator',
      requiredTier: 'pro-creator',
    });
  });
});
