import { describe, expect, it } from 'vitest';
import { parseEntry, shardOf, SLOT_SHARDS, slotIds } from './renewal-slots';

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
