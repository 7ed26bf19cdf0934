import { describe, expect, it } from 'vitest';
import { initialsOf } from './avatar-initials';

describe('initialsOf', () => {
  it('takes the first letter of the first words, skipping punctuation', () => {
    expect(initialsOf('Mara Lind')).toBe('ML');
    expect(initialsOf('Anna (Ana) Lee')).toBe('AA');
    expect(initialsOf('"quoted" name')).toBe('QN');
    expect(initialsOf('élodie duval', 1)).toBe('É');
    expect(initialsOf('3D Studio')).toBe('3S');
  });

  it('falls back when the name has no letters', () => {
    expect(initialsOf('(( ))')).toBe('?');
    expect(initialsOf('')).toBe('?');
  });
});
