import { describe, expect, it } from 'vitest';
import { findBannedTerm, foldForMatching } from './banned-term-matcher';

describe('foldForMatching', () => {
  it('reads full-width letters, capitals, accents and zero-width characters as plain words', () => {
    expect(foldForMatching('ＦＯＲＢＩＤＤＥＮ')).toBe('forbidden');
    expect(foldForMatching('Forbídden!!  Words')).toBe('forbidden words');
    expect(foldForMatching('for\u200bbidden')).toBe('forbidden');
  });
});

describe('findBannedTerm', () => {
  const terms = ['teen', 'Free Stuff'];

  it('finds a term as a whole word, whatever its case or width', () => {
    expect(findBannedTerm(['Teen pics'], terms)).toBe('teen');
    expect(findBannedTerm(['ｔｅｅｎ'], terms)).toBe('teen');
    expect(findBannedTerm(['a', 'tags', 'TEEN'], terms)).toBe('teen');
  });

  it('finds a phrase only with its words together, in one field', () => {
    expect(findBannedTerm(['Get free   stuff now'], terms)).toBe('Free Stuff');
    expect(findBannedTerm(['Get free', 'stuff now'], terms)).toBeNull();
    expect(findBannedTerm(['free things and stuff'], terms)).toBeNull();
  });

  it('leaves words that merely contain a term alone', () => {
    expect(findBannedTerm(['The canteen opens', 'teenager'], terms)).toBeNull();
  });

  it('finds nothing when no term is banned', () => {
    expect(findBannedTerm(['teen'], [])).toBeNull();
  });
});
