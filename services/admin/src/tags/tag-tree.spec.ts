import { describe, expect, it } from 'vitest';
import { wouldCreateCycle } from './tag-tree';

// art > painting > oil; music stands alone.
const parents = new Map<string, string | null>([
  ['art', null],
  ['painting', 'art'],
  ['oil', 'painting'],
  ['music', null],
]);

describe('wouldCreateCycle', () => {
  it('refuses a tag as its own parent, and under any of its descendants', () => {
    expect(wouldCreateCycle('art', 'art', parents)).toBe(true);
    expect(wouldCreateCycle('art', 'oil', parents)).toBe(true);
    expect(wouldCreateCycle('painting', 'oil', parents)).toBe(true);
  });

  it('allows a move to another branch or up the tree', () => {
    expect(wouldCreateCycle('oil', 'art', parents)).toBe(false);
    expect(wouldCreateCycle('painting', 'music', parents)).toBe(false);
  });
});
