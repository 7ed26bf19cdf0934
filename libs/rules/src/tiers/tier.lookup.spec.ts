import { describe, expect, it } from 'vitest';
import {
  compareTierLevels,
  creatorPlatformFeePercent,
  getTier,
  isUnderLimit,
  isUnlimited,
  lowestTierWhere,
  nextTierWhere,
  tierRank,
  tiersByType,
} from './tier.lookup';

describe('tier lookup', () => {
  it('finds a tier by id and nothing for unknown ids', () => {
    expect(getTier('vip-subscriber')?.name).toBe('VIP Subscriber');
    expect(getTier('gold')).toBeUndefined();
    expect(getTier(undefined)).toBeUndefined();
    expect(getTier(null)).toBeUndefined();
  });

  it('lists tiers of a type from lowest to highest', () => {
    expect(tiersByType('subscriber').map((t) => t.id)).toEqual([
      'basic-subscriber',
      'pro-subscriber',
      'vip-subscriber',
    ]);
    expect(tiersByType('creator').map((t) => t.id)).toEqual([
      'basic-creator',
      'pro-creator',
      'premium-creator',
    ]);
  });

  it('ranks levels, with vip and premium both at the top', () => {
    expect(['basic', 'pro', 'vip', 'premium'].map((level) => tierRank({ level } as never))).toEqual(
      [0, 1, 2, 2],
    );
    expect(compareTierLevels({ level: 'basic' }, { level: 'pro' })).toBeLessThan(0);
    expect(compareTierLevels({ level: 'vip' }, { level: 'premium' })).toBe(0);
  });

  it.each([
    [0, 5, true],
    [4, 5, true],
    [5, 5, false],
    [6, 5, false],
    [0, 0, false],
    [1_000_000, -1, true],
  ])('isUnderLimit(%d used, limit %d) is %j', (used, limit, expected) => {
    expect(isUnderLimit(used, limit)).toBe(expected);
  });

  it('treats only -1 as unlimited', () => {
    expect(isUnlimited(-1)).toBe(true);
    expect(isUnlimited(0)).toBe(false);
  });

  it('finds the lowest tier granting something, and the next tier up', () => {
    const streams = lowestTierWhere(
      'creator',
      (t) => t.creatorFeatures?.liveStreamingEnabled === true,
    );
    expect(streams?.id).toBe('pro-creator');
    const basic = getTier('basic-subscriber');
    if (!basic) throw new Error('catalogue incomplete');
    expect(nextTierWhere(basic, (t) => t.contentAccess.canViewExclusiveContent)?.id).toBe(
      'vip-subscriber',
    );
    expect(nextTierWhere(basic, () => false)).toBeUndefined();
    expect(lowestTierWhere('subscriber', () => false)).toBeUndefined();
  });

  it("takes a creator's platform fee from their plan, else from the free creator plan", () => {
    expect(creatorPlatformFeePercent()).toBe(20);
    expect(creatorPlatformFeePercent('basic-creator')).toBe(20);
    expect(creatorPlatformFeePercent('pro-creator')).toBe(15);
    expect(creatorPlatformFeePercent('premium-creator')).toBe(10);
    expect(creatorPlatformFeePercent('vip-subscriber')).toBe(20);
  });
});
