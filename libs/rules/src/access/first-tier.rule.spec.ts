import { describe, expect, it } from 'vitest';
import { FIRST_TIER_REQUIRED, needsFirstTier, TIER_SETTINGS_PAGE } from './first-tier.rule';

describe('needsFirstTier', () => {
  it('asks a creator who sells no tier for one before a post for subscribers', () => {
    for (const privacyLevel of ['subscribers', 'premium', 'private'] as const) {
      expect(needsFirstTier({ privacyLevel, priceCents: null }, false)).toBe(true);
    }
  });

  it('lets public posts, posts with a tier on sale and pay-per-view posts through', () => {
    expect(needsFirstTier({ privacyLevel: 'public', priceCents: null }, false)).toBe(false);
    expect(needsFirstTier({ privacyLevel: 'premium', priceCents: null }, true)).toBe(false);
    expect(needsFirstTier({ privacyLevel: 'private', priceCents: 499 }, false)).toBe(false);
  });

  it('does not hold publishing up when nobody could say whether a tier is on sale', () => {
    expect(needsFirstTier({ privacyLevel: 'subscribers', priceCents: null }, null)).toBe(false);
  });

  it('names the next step and the page it is taken on', () => {
    expect(FIRST_TIER_REQUIRED).toMatch(/^Create a subscription tier before publishing posts/);
    expect(FIRST_TIER_REQUIRED).toContain(TIER_SETTINGS_PAGE);
  });
});
