import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../messages';
import { NOW, userOn, userWithoutPlan } from './access.fixtures';
import { type AccessUser } from './access.types';
import { checkBulkMessaging } from './bulk-messaging-access.check';

const check = (user: AccessUser | null, bulkMessagesToday = 0) =>
  checkBulkMessaging({ user, bulkMessagesToday, now: NOW });

describe('checkBulkMessaging', () => {
  it('asks a visitor to log in', () => {
    expect(check(null)).toEqual({
      allowed: false,
      reason: MESSAGES.messagingLoginRequired,
      upgradeUrl: '/login',
    });
  });

  it('lets admins through', () => {
    expect(check(userWithoutPlan('admin'), 10_000)).toEqual({ allowed: true });
  });

  it('needs an active subscription', () => {
    expect(check(userWithoutPlan('subscriber'))).toEqual({
      allowed: false,
      reason: MESSAGES.messagingSubscriptionRequired,
      upgradeUrl: '/subscription',
    });
  });

  it('sends subscribers to creator sign-up and basic creators to an upgrade', () => {
    expect(check(userOn('vip-subscriber'))).toEqual({
      allowed: false,
      reason: MESSAGES.bulkMessagingUnavailable,
      requiredTier: 'pro-creator',
      currentTier: 'vip-subscriber',
      upgradeUrl: '/register?role=creator',
    });
    expect(check(userOn('basic-creator'))).toEqual({
      allowed: false,
      reason: MESSAGES.bulkMessagingUnavailable,
      requiredTier: 'pro-creator',
      currentTier: 'basic-creator',
      upgradeUrl: '/subscription',
    });
  });

  it.each([
    [99, true],
    [100, false],
    [101, false],
  ])('pro creator after %d bulk messages today: allowed %j', (today, allowed) => {
    expect(check(userOn('pro-creator'), today).allowed).toBe(allowed);
  });

  it('explains the daily limit', () => {
    expect(check(userOn('pro-creator'), 100)).toEqual({
      allowed: false,
      reason: 'Daily bulk message limit reached (100)',
      requiredTier: 'premium-creator',
      currentTier: 'pro-creator',
      upgradeUrl: '/subscription',
    });
  });

  it('never runs out on an unlimited tier', () => {
    expect(check(userOn('premium-creator'), 1_000_000)).toEqual({ allowed: true });
  });
});
