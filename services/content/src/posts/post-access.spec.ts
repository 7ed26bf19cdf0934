import { MESSAGES } from '@tessera/rules';
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
});
