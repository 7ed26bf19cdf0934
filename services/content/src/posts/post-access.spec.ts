import { type CreatorTierTerms, MESSAGES } from '@tessera/rules';
import { describe, expect, it } from 'vitest';
import type { ViewerEntitlements } from '../entitlements/viewer-entitlements.schema';
import {
  type AccessPost,
  CREATOR_SUBSCRIPTION_REQUIRED,
  CREATOR_TIER_REQUIRED,
  decidePostAccess,
} from './post-access';

const now = new Date('2026-06-01T12:00:00Z');
const inAMonth = new Date('2026-07-01T12:00:00Z');
const yesterday = new Date('2026-05-31T12:00:00Z');

const post = (overrides: Partial<AccessPost> = {}): AccessPost => ({
  _id: 'post-1',
  creatorId: 'creator-1',
  privacyLevel: 'subscribers',
  priceCents: null,
  tierIds: [],
  ...overrides,
});
const fan = { id: 'fan-1', role: 'subscriber' as const, sessionId: 's' };
const state = (tierId: string, currentPeriodEnd = inAMonth) => ({
  subscriptionId: `sub-${tierId}`,
  tierId,
  status: 'active' as const,
  currentPeriodEnd,
  changedAt: yesterday,
});
const holding = (entitlements: Partial<ViewerEntitlements>): ViewerEntitlements => ({
  _id: fan.id,
  platform: null,
  creators: {},
  unlocks: {},
  unlockChanges: {},
  ...entitlements,
});

describe('decidePostAccess', () => {
  it('lets anyone see a public post', () => {
    expect(
      decidePostAccess(post({ privacyLevel: 'public' }), { user: null, entitlements: null }, now),
    ).toEqual({
      allowed: true,
    });
  });

  it('runs the platform steps before the creator subscription, offering the unlock price', () => {
    const decision = decidePostAccess(
      post({ priceCents: 700 }),
      { user: fan, entitlements: null },
      now,
    );
    expect(decision).toMatchObject({
      allowed: false,
      reason: MESSAGES.activeSubscriptionRequired,
      unlockPriceCents: 700,
    });
  });

  it('needs the creator subscription once the platform plan passes', () => {
    const viewer = { user: fan, entitlements: holding({ platform: state('basic-subscriber') }) };
    expect(decidePostAccess(post(), viewer, now)).toMatchObject({
      allowed: false,
      reason: CREATOR_SUBSCRIPTION_REQUIRED,
      upgradeUrl: '/profile/creator-1',
    });
  });

  it('counts a creator subscription only while its period runs, and only for the tiers named', () => {
    const platform = state('basic-subscriber');
    const lapsed = holding({ platform, creators: { 'creator-1': state('gold', now) } });
    expect(decidePostAccess(post(), { user: fan, entitlements: lapsed }, now)).toMatchObject({
      reason: CREATOR_SUBSCRIPTION_REQUIRED,
    });
    const silver = holding({ platform, creators: { 'creator-1': state('silver') } });
    expect(decidePostAccess(post(), { user: fan, entitlements: silver }, now)).toEqual({
      allowed: true,
    });
    expect(
      decidePostAccess(post({ tierIds: ['gold'] }), { user: fan, entitlements: silver }, now),
    ).toMatchObject({
      reason: CREATOR_TIER_REQUIRED,
      currentTier: 'silver',
      requiredTier: 'gold',
    });
  });

  it('keeps the level steps: premium needs Pro even with the creator subscription', () => {
    const entitlements = holding({
      platform: state('basic-subscriber'),
      creators: { 'creator-1': state('silver') },
    });
    expect(
      decidePostAccess(post({ privacyLevel: 'premium' }), { user: fan, entitlements }, now),
    ).toMatchObject({
      reason: MESSAGES.proTierRequired,
    });
  });

  it('treats an unlock as the bypass, whatever the plan', () => {
    const entitlements = holding({ unlocks: { 'post-1': yesterday } });
    expect(
      decidePostAccess(post({ privacyLevel: 'private' }), { user: fan, entitlements }, now),
    ).toEqual({
      allowed: true,
    });
  });

  it('lets the creator and admins through', () => {
    const creator = { id: 'creator-1', role: 'creator' as const, sessionId: 's' };
    const admin = { id: 'admin-1', role: 'admin' as const, sessionId: 's' };
    expect(
      decidePostAccess(
        post({ privacyLevel: 'private' }),
        { user: creator, entitlements: null },
        now,
      ).allowed,
    ).toBe(true);
    expect(
      decidePostAccess(post({ privacyLevel: 'private' }), { user: admin, entitlements: null }, now)
        .allowed,
    ).toBe(true);
  });

  describe('one paywall per creator: what a tier of the creator opens, with no platform plan', () => {
    const terms = (
      id: string,
      contentAccess: CreatorTierTerms['contentAccess'],
      priceCents: number,
    ): CreatorTierTerms => ({
      id,
      name: id,
      priceCents,
      currency: 'USD',
      contentAccess,
      isActive: true,
    });
    const tiers = [
      terms('fans', 'tier-specific', 300),
      terms('premium', 'premium-only', 800),
      terms('vip', 'all', 2000),
    ];
    const paying = (tierId: string) => ({
      user: fan,
      entitlements: holding({ creators: { 'creator-1': state(tierId) } }),
    });
    const decide = (tierId: string, overrides: Partial<AccessPost>) =>
      decidePostAccess(post(overrides), paying(tierId), now, tiers);

    it.each([
      ['vip', 'subscribers', true],
      ['vip', 'premium', true],
      ['vip', 'private', true],
      ['premium', 'subscribers', true],
      ['premium', 'premium', true],
      ['premium', 'private', false],
      ['fans', 'subscribers', true],
      ['fans', 'premium', false],
      ['fans', 'private', false],
    ] as const)('a %s subscriber sees a %s post: %j', (tierId, privacyLevel, allowed) => {
      expect(decide(tierId, { privacyLevel }).allowed).toBe(allowed);
    });

    it('opens a post made for a tier to that tier only, whatever its level', () => {
      expect(decide('fans', { privacyLevel: 'private', tierIds: ['fans'] })).toEqual({
        allowed: true,
      });
      expect(decide('vip', { privacyLevel: 'subscribers', tierIds: ['fans'] })).toMatchObject({
        allowed: false,
        reason: CREATOR_TIER_REQUIRED,
        currentTier: 'vip',
        cheapestTier: { id: 'fans', name: 'fans', priceCents: 300, currency: 'USD' },
      });
    });

    it("leads a subscriber whose tier falls short to the creator's tier that opens the post", () => {
      expect(decide('fans', { privacyLevel: 'private', priceCents: 900 })).toEqual({
        allowed: false,
        reason: CREATOR_TIER_REQUIRED,
        currentTier: 'fans',
        requiredTier: 'vip',
        upgradeUrl: '/profile/creator-1',
        unlockPriceCents: 900,
        cheapestTier: { id: 'vip', name: 'vip', priceCents: 2000, currency: 'USD' },
      });
    });

    it('keeps the platform plan adding its levels to any tier of the creator', () => {
      const entitlements = holding({
        platform: state('vip-subscriber'),
        creators: { 'creator-1': state('fans') },
      });
      expect(
        decidePostAccess(
          post({ privacyLevel: 'private' }),
          { user: fan, entitlements },
          now,
          tiers,
        ),
      ).toEqual({ allowed: true });
    });

    it('lets the section 5 steps decide for a viewer who does not pay, offering the cheapest tier', () => {
      const visitor = decidePostAccess(
        post({ privacyLevel: 'premium' }),
        { user: null, entitlements: null },
        now,
        tiers,
      );
      expect(visitor).toMatchObject({
        reason: MESSAGES.loginRequiredContent,
        upgradeUrl: '/login',
        cheapestTier: { id: 'premium', priceCents: 800 },
      });
      const planned = { user: fan, entitlements: holding({ platform: state('vip-subscriber') }) };
      expect(decidePostAccess(post(), planned, now, tiers)).toMatchObject({
        reason: CREATOR_SUBSCRIPTION_REQUIRED,
        cheapestTier: { id: 'fans' },
      });
      expect(decidePostAccess(post(), { user: fan, entitlements: null }, now, tiers)).toMatchObject(
        {
          reason: MESSAGES.activeSubscriptionRequired,
          cheapestTier: { id: 'fans' },
        },
      );
    });

    it('opens only what every tier opens when the tier is not on sale', () => {
      expect(decide('retired', { privacyLevel: 'subscribers' }).allowed).toBe(true);
      expect(decide('retired', { privacyLevel: 'premium' })).toMatchObject({
        reason: CREATOR_TIER_REQUIRED,
        cheapestTier: { id: 'premium' },
      });
    });
  });
});
