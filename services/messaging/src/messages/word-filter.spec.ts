import { describe, expect, it } from 'vitest';
import { applyWordFilter } from './word-filter';

describe('word filter', () => {
  it('masks whole words in any letter case and leaves other text alone', () => {
    expect(applyWordFilter('Darn it, DARN. Darning is fine', ['darn'])).toBe(
      '**** it, ****. Darning is fine',
    );
  });

  it('treats filter entries as text, not patterns', () => {
    expect(applyWordFilter('a.b and axb', ['a.b'])).toBe('*** and axb');
  });

  it('changes nothing without a filter', () => {
    expect(applyWordFilter('hello', [' '])).toBe('hello');
  });
});
