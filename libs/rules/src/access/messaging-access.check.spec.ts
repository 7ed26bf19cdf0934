import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../messages';
import { type SubscriptionTier } from '../tiers/tier.types';
import { TIER_CATALOGUE } from '../tiers/tier.catalogue';
import { EARLIER, NOW, userOn, userWithoutPlan } from './access.fixtures';
import { type AccessUser } from './access.types';
import { checkMessaging } from './messaging-access.check';

const fan = (tierId: Parameters<typeof userOn>[0], extra = {}) =>
  userOn(tierId, { id: 'fan', ...extra });
const creatorOn = (tierId: Parameters<typeof userOn>[0]) => userOn(tierId, { id: 'creator' });
const check = (
  sender: AccessUser | null,
  recipient: AccessUser,
  conversationsToday = 0,
  tiers?: readonly SubscriptionTier[],
) => checkMessaging({ sender, recipient, conversationsToday, now: NOW, tiers });

describe('checkMessaging', () => {
  it('asks a visitor to log in', () => {
    expect(check(null, creatorOn('basic-creator'))).toEqual({
      allowed: false,
      reason: MESSAGES.messagingLoginRequired,
      upgradeUrl: '/login',
    });
  });

  it('always allows messaging oneself and admins sending', () => {
    const lonely = userWithoutPlan('subscriber', 'same');
    expect(check(lonely, { ...lonely }, 999)).toEqual({ allowed: true });
    expect(check(userWithoutPlan('ADMIN', 'a'), creatorOn('premium-creator'), 999)).toEqual({
      allowed: true,
    });
  });

  it('needs an active subscription to send', () => {
    const expected = {
      allowed: false,
      reason: MESSAGES.messagingSubscriptionRequired,
      upgradeUrl: '/subscription',
    };
    expect(check(userWithoutPlan('subscriber', 'fan'), creatorOn('basic-creator'))).toEqual(
      expected,
    );
    expect(
      check(fan('vip-subscriber', { periodEnd: EARLIER }), creatorOn('basic-creator')),
    ).toEqual(expected);
  });

  it.each([
    ['basic-subscriber', 4, true],
    ['basic-subscriber', 5, false],
    ['pro-subscriber', 14, true],
    ['pro-subscriber', 15, false],
    ['vip-subscriber', 10_000, true],
    ['basic-creator', 20, false],
    ['premium-creator', 10_000, true],
  ] as const)('%s after %d conversations today: allowed %j', (tierId, today, allowed) => {
    const decision = check(userOn(tierId, { id: 'sender' }), creatorOn('pro-creator'), today);
    expect(decision.allowed).toBe(allowed);
  });

  it('explains the daily limit and the tier that lifts it', () => {
    expect(check(fan('basic-subscriber'), creatorOn('basic-creator'), 5)).toEqual({
      allowed: false,
      reason: 'Daily conversation limit reached (5)',
      requiredTier: 'pro-subscriber',
      currentTier: 'basic-subscriber',
      upgradeUrl: '/subscription',
    });
  });

  it('lets a creator without a plan reply on the free creator allowance', () => {
    const creator = userWithoutPlan('creator', 'c1');
    expect(check(creator, fan('basic-subscriber'), 19)).toEqual({ allowed: true });
    expect(check(creator, fan('basic-subscriber'), 20)).toMatchObject({
      reason: MESSAGES.dailyConversationLimit(20),
      currentTier: 'basic-creator',
    });
  });

  it('checks the daily limit before the creator accept-list', () => {
    expect(check(fan('basic-subscriber'), creatorOn('premium-creator'), 5).allowed).toBe(false);
    expect(check(fan('basic-subscriber'), creatorOn('premium-creator'), 5)).toMatchObject({
      reason: MESSAGES.dailyConversationLimit(5),
    });
  });

  it('enforces a creator accept-list, naming the lowest accepted tier', () => {
    expect(check(fan('basic-subscriber'), creatorOn('premium-creator'))).toEqual({
      allowed: false,
      reason: 'This creator only accepts messages from Pro Subscriber or higher',
      requiredTier: 'pro-subscriber',
      currentTier: 'basic-subscriber',
      upgradeUrl: '/subscription',
    });
    expect(check(fan('pro-subscriber'), creatorOn('premium-creator'))).toEqual({ allowed: true });
    expect(check(userOn('basic-creator', { id: 'c2' }), creatorOn('premium-creator'))).toEqual({
      allowed: true,
    });
  });

  it('ignores accept-lists of recipients who are not creators or have no active tier', () => {
    expect(
      check(fan('basic-subscriber'), userOn('premium-creator', { id: 'x', role: 'subscriber' })),
    ).toEqual({ allowed: true });
    const lapsed = userOn('premium-creator', { id: 'creator', periodEnd: EARLIER });
    expect(check(fan('basic-subscriber'), lapsed)).toEqual({ allowed: true });
  });

  it('names a tier of another type when the list has none of the sender type', () => {
    const tiers = TIER_CATALOGUE.map((tier) =>
      tier.id === 'pro-creator'
        ? {
            ...tier,
            messagingFeatures: {
              ...tier.messagingFeatures,
              allowedCreatorTiers: ['premium-creator' as const, 'pro-creator' as const],
            },
          }
        : tier,
    );
    expect(check(fan('vip-subscriber'), creatorOn('pro-creator'), 0, tiers)).toMatchObject({
      reason: MESSAGES.creatorAcceptsOnly('Pro Creator'),
      requiredTier: 'pro-creator',
    });
  });

  describe('a sender who pays the creator (one paywall per creator)', () => {
    const offer = { id: 'tier-fans', name: 'Fans', priceCents: 499, currency: 'USD' };
    const toCreator = (sender: AccessUser, pays: boolean, today = 0) =>
      checkMessaging({
        sender,
        recipient: creatorOn('premium-creator'),
        conversationsToday: today,
        now: NOW,
        senderPaysRecipient: pays,
        recipientCheapestTier: offer,
      });

    it('may message the creator past the accept-list, with or without a platform plan', () => {
      expect(toCreator(fan('basic-subscriber'), true)).toEqual({ allowed: true });
      expect(toCreator(userWithoutPlan('subscriber', 'fan'), true)).toEqual({ allowed: true });
    });

    it('keeps the daily limit of the plan, or of the lowest plan without one', () => {
      expect(toCreator(fan('basic-subscriber'), true, 5)).toMatchObject({
        reason: MESSAGES.dailyConversationLimit(5),
      });
      expect(toCreator(fan('pro-subscriber'), true, 5)).toEqual({ allowed: true });
      expect(toCreator(userWithoutPlan('subscriber', 'fan'), true, 5)).toMatchObject({
        reason: MESSAGES.dailyConversationLimit(5),
        currentTier: 'basic-subscriber',
      });
    });

    it("offers the creator's cheapest tier to a sender who does not pay them", () => {
      expect(toCreator(userWithoutPlan('subscriber', 'fan'), false)).toEqual({
        allowed: false,
        reason: MESSAGES.messagingSubscriptionRequired,
        upgradeUrl: '/subscription',
        cheapestTier: offer,
      });
      expect(toCreator(fan('basic-subscriber'), false)).toMatchObject({
        reason: MESSAGES.creatorAcceptsOnly('Pro Subscriber'),
        requiredTier: 'pro-subscriber',
        cheapestTier: offer,
      });
    });

    it('counts paying only toward a creator recipient, and offers nothing to a visitor', () => {
      const subscriberRecipient = userOn('premium-creator', { id: 'x', role: 'subscriber' });
      expect(
        checkMessaging({
          sender: userWithoutPlan('subscriber', 'fan'),
          recipient: subscriberRecipient,
          conversationsToday: 0,
          now: NOW,
          senderPaysRecipient: true,
          recipientCheapestTier: offer,
        }),
      ).toEqual({
        allowed: false,
        reason: MESSAGES.messagingSubscriptionRequired,
        upgradeUrl: '/subscription',
      });
      expect(toCreator(null as unknown as AccessUser, false)).not.toHaveProperty('cheapestTier');
    });
  });
});
