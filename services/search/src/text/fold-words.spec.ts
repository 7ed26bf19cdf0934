import { describe, expect, it } from 'vitest';
import { foldWords } from './fold-words';

describe('foldWords', () => {
  it('compares terms and queries as lower-case words without accents or punctuation', () => {
    expect(foldWords('  Crème   BRÛLÉE!! ')).toBe('creme brulee');
    expect(foldWords('teen-pics')).toBe('teen pics');
    expect(` ${foldWords('canteen menu')} `.includes(' teen ')).toBe(false);
    expect(` ${foldWords('Teen, pics')} `.includes(' teen ')).toBe(true);
  });
});
