import { describe, expect, it } from 'vitest';
import { mergeNewest, newestAfter } from './timelines';

describe('newestAfter', () => {
  const entries = [
    { postId: 'b', score: 200 },
    { postId: 'a', score: 300 },
    { postId: 'c', score: 200 },
    { postId: 'd', score: 100 },
  ];

  it('merges newest first, ties by id', () => {
    expect(newestAfter(entries, null, 10).map((entry) => entry.postId)).toEqual([
      'a',
      'b',
      'c',
      'd',
    ]);
  });

  it('continues strictly after the cursor, even inside a tie', () => {
    expect(
      newestAfter(entries, { score: 200, postId: 'b' }, 10).map((entry) => entry.postId),
    ).toEqual(['c', 'd']);
    expect(
      newestAfter(entries, { score: 300, postId: 'a' }, 2).map((entry) => entry.postId),
    ).toEqual(['b', 'c']);
  });

  it('merges lists already in feed order to the same first page as sorting them all', () => {
    const lists = [[entries[1], entries[3]], [entries[0], entries[2]], []];
    expect(mergeNewest(lists, 3)).toEqual(newestAfter(entries, null, 3));
    expect(mergeNewest(lists, 10).map((entry) => entry.postId)).toEqual(['a', 'b', 'c', 'd']);
  });
});
