import { describe, expect, it } from 'vitest';
import { parseEntry, shardOf, SLOT_SHARDS, slotIds } from '../renewals/renewal-slots';
import { periodMs, platformPlanPrice } from './plan-terms';

describe('plan prices and periods', () => {
  it('prices a plan in its currency or USD, annual at twelve months less 20 %', () => {
    expect(platformPlanPrice('pro-subscriber', 'monthly', 'EUR').priceCents).toBe(1999);
    expect(platformPlanPrice('pro-subscriber', 'monthly', 'usd').priceCents).toBe(2199);
    expect(platformPlanPrice('pro-subscriber', 'annual', 'eur').priceCents).toBe(19190);
    expect(platformPlanPrice('basic-creator', 'annual', 'usd').priceCents).toBe(0);
    expect(() => platformPlanPrice('pro-subscriber', 'monthly', 'jpy')).toThrow();
    expect(() => platformPlanPrice('gold', 'monthly', 'usd')).toThrow('Tier not found');
  });

  it('makes an annual period twelve monthly ones', () => {
    expect(periodMs('monthly', 30 * 86_400)).toBe(30 * 86_400_000);
    expect(periodMs('annual', 30 * 86_400)).toBe(360 * 86_400_000);
  });
});

describe('renewal slots', () => {
  it('lists every shard of every slot a range touches', () => {
    const ids = slotIds(59_000, 121_000, 60_000);
    expect(ids).toHaveLength(3 * SLOT_SHARDS);
    expect(ids[0]).toBe('0-0');
    expect(ids.at(-1)).toBe(`120000-${SLOT_SHARDS - 1}`);
  });

  it('files a subscription under one stable shard and reads its entries back', () => {
    expect(shardOf('s1')).toBe(shardOf('s1'));
    expect(shardOf('s1')).toBeLessThan(SLOT_SHARDS);
    expect(parseEntry('a-b@1700000000000')).toEqual({
      subscriptionId: 'a-b',
      dueMs: 1700000000000,
    });
    expect(parseEntry('broken')).toBeNull();
  });
});
