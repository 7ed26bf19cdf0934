import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../messages';
import { EARLIER, NOW, userOn, userWithoutPlan } from './access.fixtures';
import { type AccessContent, type AccessUser } from './access.types';
import { checkContentAccess } from './content-access.check';

function content(overrides: Partial<AccessContent> = {}): AccessContent {
  return {
    creatorId: 'creator-9',
    isPublic: false,
    requiresSubscription: false,
    privacyLevel: 'subscribers',
    ...overrides,
  };
}

const check = (user: AccessUser | null, item: AccessContent, bypass?: boolean) =>
  checkContentAccess({ user, content: item, bypass, now: NOW });

describe('checkContentAccess, in the spec order', () => {
  it('1. a bypass flag allows access before anything else', () => {
    expect(check(null, content({ privacyLevel: 'private' }), true)).toEqual({ allowed: true });
  });

  it('2. public content is allowed even without a user', () => {
    expect(check(null, content({ isPublic: true, privacyLevel: 'private' }))).toEqual({
      allowed: true,
    });
  });

  it('3. no user is sent to /login', () => {
    expect(check(null, content())).toEqual({
      allowed: false,
      reason: MESSAGES.loginRequiredContent,
      upgradeUrl: '/login',
    });
    expect(check(null, content({ privacyLevel: 'public' })).allowed).toBe(false);
  });

  it.each(['admin', 'ADMIN', 'Admin'])('4. role %s is always allowed', (role) => {
    const item = content({ requiresSubscription: true, privacyLevel: 'private' });
    expect(check(userWithoutPlan(role), item)).toEqual({ allowed: true });
  });

  it("4. the content's creator is always allowed", () => {
    const item = content({ requiresSubscription: true, privacyLevel: 'private' });
    expect(check(userWithoutPlan('creator', 'creator-9'), item)).toEqual({ allowed: true });
  });

  it('5. subscription required without an active tier, before any privacy rule', () => {
    const expected = {
      allowed: false,
      reason: MESSAGES.activeSubscriptionRequired,
      requiredTier: 'basic-subscriber',
      upgradeUrl: '/subscription',
    };
    const premium = content({ requiresSubscription: true, privacyLevel: 'premium' });
    expect(check(userWithoutPlan(), premium)).toEqual(expected);
    expect(check(userOn('vip-subscriber', { periodEnd: EARLIER }), premium)).toEqual(expected);
    expect(check(userOn('vip-subscriber', { status: 'past_due' }), premium)).toEqual(expected);
  });

  it('5. a subscription that ends exactly now is no longer active', () => {
    const user = userOn('vip-subscriber', { periodEnd: NOW });
    expect(check(user, content({ requiresSubscription: true })).allowed).toBe(false);
  });

  it('5. a free creator account does not unlock paid posts', () => {
    expect(check(userWithoutPlan('creator'), content({ requiresSubscription: true })).allowed).toBe(
      false,
    );
  });

  it('6. subscribers level needs any active tier', () => {
    expect(check(userOn('basic-subscriber'), content())).toEqual({ allowed: true });
    expect(check(userOn('basic-creator'), content())).toEqual({ allowed: true });
    expect(check(userWithoutPlan(), content())).toMatchObject({
      allowed: false,
      reason: MESSAGES.activeSubscriptionRequired,
    });
  });

  it.each([
    ['basic-subscriber', false],
    ['pro-subscriber', true],
    ['vip-subscriber', true],
    ['basic-creator', false],
    ['pro-creator', true],
  ] as const)('7. premium content with %s: allowed %j', (tierId, allowed) => {
    const decision = check(userOn(tierId), content({ privacyLevel: 'premium' }));
    expect(decision).toEqual(
      allowed
        ? { allowed: true }
        : {
            allowed: false,
            reason: MESSAGES.proTierRequired,
            requiredTier: 'pro-subscriber',
            currentTier: tierId,
            upgradeUrl: '/subscription',
          },
    );
  });

  it('7. premium content without any tier names no current tier', () => {
    expect(check(userWithoutPlan(), content({ privacyLevel: 'premium' }))).toEqual({
      allowed: false,
      reason: MESSAGES.proTierRequired,
      requiredTier: 'pro-subscriber',
      upgradeUrl: '/subscription',
    });
  });

  it.each([
    ['basic-subscriber', false],
    ['pro-subscriber', false],
    ['vip-subscriber', true],
    ['premium-creator', true],
  ] as const)('8. private content with %s: allowed %j', (tierId, allowed) => {
    const decision = check(userOn(tierId), content({ privacyLevel: 'private' }));
    expect(decision).toEqual(
      allowed
        ? { allowed: true }
        : {
            allowed: false,
            reason: MESSAGES.vipTierRequired,
            requiredTier: 'vip-subscriber',
            currentTier: tierId,
            upgradeUrl: '/subscription',
          },
    );
  });

  it('lets a signed-in user see a non-listed post whose privacy level is public', () => {
    expect(check(userWithoutPlan(), content({ privacyLevel: 'public' }))).toEqual({
      allowed: true,
    });
  });

  it('treats an unknown tier id as no tier', () => {
    const user: AccessUser = {
      id: 'u',
      role: 'subscriber',
      subscription: { tierId: 'gold', status: 'active' },
    };
    expect(check(user, content()).allowed).toBe(false);
  });
});
