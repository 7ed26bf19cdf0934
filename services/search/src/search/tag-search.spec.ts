import { describe, expect, it } from 'vitest';
import { tagMatches } from './tag-search';

describe('tagMatches', () => {
  it('matches a tag the words start, or name with a small typo, folding case and accents', () => {
    expect(tagMatches('sunset', ['sun'])).toBe(true);
    expect(tagMatches('sunset', ['sunest'])).toBe(true);
    expect(tagMatches('Café-latte', ['cafe'])).toBe(true);
    expect(tagMatches('photography', ['photograhpy'])).toBe(true);
  });

  it('does not match unrelated words', () => {
    expect(tagMatches('cooking', ['sunset'])).toBe(false);
    expect(tagMatches('art', ['cart'])).toBe(true);
    expect(tagMatches('art', ['history'])).toBe(false);
  });
});
