import { describe, expect, it } from 'vitest';
import { type PrivacyLevel } from '../content/content.types';
import {
  cheapestTierOnSale,
  cheapestTierOpening,
  type CreatorTierContentAccess,
  creatorTierOpens,
  type CreatorTierTerms,
} from './creator-tier-access.rule';

const tier = (
  id: string,
  contentAccess: CreatorTierContentAccess,
  priceCents: number,
  isActive = true,
): CreatorTierTerms => ({
  id,
  name: id.toUpperCase(),
  priceCents,
  currency: 'USD',
  contentAccess,
  isActive,
});
const post = (privacyLevel: PrivacyLevel, tierIds: string[] = []) => ({ privacyLevel, tierIds });

describe('creatorTierOpens', () => {
  it.each([
    ['all', 'subscribers', true],
    ['all', 'premium', true],
    ['all', 'private', true],
    ['premium-only', 'subscribers', true],
    ['premium-only', 'premium', true],
    ['premium-only', 'private', false],
    ['tier-specific', 'subscribers', true],
    ['tier-specific', 'premium', false],
    ['tier-specific', 'private', false],
  ] as const)('a %s tier opens a %s post made for no tier: %j', (access, level, opens) => {
    expect(creatorTierOpens(tier('gold', access, 500), post(level))).toBe(opens);
  });

  it('opens a post made for particular tiers to exactly those, whatever its level', () => {
    for (const access of ['all', 'premium-only', 'tier-specific'] as const) {
      expect(creatorTierOpens(tier('gold', access, 500), post('private', ['gold']))).toBe(true);
      expect(creatorTierOpens(tier('gold', access, 500), post('subscribers', ['silver']))).toBe(
        false,
      );
    }
  });

  it('opens only what every tier opens when the tier is not known', () => {
    expect(creatorTierOpens({ id: 'gone' }, post('subscribers'))).toBe(true);
    expect(creatorTierOpens({ id: 'gone' }, post('premium'))).toBe(false);
    expect(creatorTierOpens({ id: 'gone' }, post('premium', ['gone']))).toBe(true);
  });
});

describe('cheapestTierOpening', () => {
  const tiers = [
    tier('vip', 'all', 2500),
    tier('fans', 'tier-specific', 300),
    tier('premium', 'premium-only', 900),
    tier('retired', 'all', 100, false),
  ];

  it('offers the cheapest tier on sale that opens the post', () => {
    expect(cheapestTierOpening(tiers, post('subscribers'))).toEqual({
      id: 'fans',
      name: 'FANS',
      priceCents: 300,
      currency: 'USD',
    });
    expect(cheapestTierOpening(tiers, post('premium'))?.id).toBe('premium');
    expect(cheapestTierOpening(tiers, post('private'))?.id).toBe('vip');
    expect(cheapestTierOpening(tiers, post('private', ['fans']))?.id).toBe('fans');
  });

  it('offers nothing when no tier on sale opens the post', () => {
    expect(cheapestTierOpening(tiers, post('private', ['retired']))).toBeUndefined();
    expect(cheapestTierOpening([], post('subscribers'))).toBeUndefined();
  });
});

describe('cheapestTierOnSale', () => {
  it('offers the cheapest active tier, the first by id on a tie', () => {
    expect(
      cheapestTierOnSale([
        tier('b', 'all', 400),
        tier('a', 'all', 400),
        tier('c', 'all', 50, false),
      ])?.id,
    ).toBe('a');
    expect(cheapestTierOnSale([])).toBeUndefined();
  });
});
