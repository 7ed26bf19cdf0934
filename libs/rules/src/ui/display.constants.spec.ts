import { describe, expect, it } from 'vitest';
import * as constants from './display.constants';

describe('display constants', () => {
  it.each([
    ['SEARCH_DEBOUNCE_MS', 300],
    ['RECENT_SEARCHES_LIMIT', 5],
    ['MIN_RELEVANCE', 0.35],
    ['MAX_RESULTS', 10],
    ['RESULT_CARD_MAX_TAGS', 3],
    ['REGISTER_CARD_VISIBLE_FEATURES', 4],
    ['PRICING_CARD_MAX_FEATURES', 5],
    ['PRICING_CARD_MAX_LIMITATIONS', 3],
  ] as const)('%s is %d', (name, value) => {
    expect(constants[name]).toBe(value);
  });

  it('suggests the five queries of the search dialog in order', () => {
    expect(constants.SUGGESTED_QUERIES).toEqual([
      'help article account security',
      'creator digital art',
      'help subscription management',
      'content tutorial animation',
      'help mobile app',
    ]);
  });
});
