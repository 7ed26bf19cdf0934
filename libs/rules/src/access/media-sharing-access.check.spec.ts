import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../messages';
import { TIER_CATALOGUE } from '../tiers/tier.catalogue';
import { NOW, userOn, userWithoutPlan } from './access.fixtures';
import { checkMediaSharing } from './media-sharing-access.check';

const withoutMediaOnBasic = TIER_CATALOGUE.map((tier) =>
  tier.id === 'basic-subscriber'
    ? { ...tier, messagingFeatures: { ...tier.messagingFeatures, canSendMedia: false } }
    : tier,
);

describe('checkMediaSharing', () => {
  it('asks a visitor to log in', () => {
    expect(checkMediaSharing({ user: null, now: NOW })).toEqual({
      allowed: false,
      reason: MESSAGES.messagingLoginRequired,
      upgradeUrl: '/login',
    });
  });

  it('lets admins through', () => {
    expect(checkMediaSharing({ user: userWithoutPlan('ADMIN'), now: NOW })).toEqual({
      allowed: true,
    });
  });

  it('needs an active subscription', () => {
    expect(checkMediaSharing({ user: userWithoutPlan(), now: NOW })).toEqual({
      allowed: false,
      reason: MESSAGES.messagingSubscriptionRequired,
      upgradeUrl: '/subscription',
    });
  });

  it.each(TIER_CATALOGUE.map((tier) => tier.id))('%s may share media', (tierId) => {
    expect(checkMediaSharing({ user: userOn(tierId), now: NOW })).toEqual({ allowed: true });
  });

  it('refuses a tier without media sharing and names the next one that has it', () => {
    expect(
      checkMediaSharing({ user: userOn('basic-subscriber'), now: NOW, tiers: withoutMediaOnBasic }),
    ).toEqual({
      allowed: false,
      reason: MESSAGES.mediaNotAllowed,
      requiredTier: 'pro-subscriber',
      currentTier: 'basic-subscriber',
      upgradeUrl: '/subscription',
    });
  });
});
