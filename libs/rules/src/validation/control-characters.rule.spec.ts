import { describe, expect, it } from 'vitest';
import {
  hasControlCharacters,
  hasControlCharactersBesidesNewlines,
} from './control-characters.rule';

const controls = [
  ['NUL', '\u0000'],
  ['tab', '\t'],
  ['carriage return', '\r'],
  ['escape', '\u001b'],
  ['DEL', '\u007f'],
  ['C1 next line', '\u0085'],
  ['C1 string terminator', '\u009c'],
  ['left-to-right mark', '\u200e'],
  ['right-to-left mark', '\u200f'],
  ['Arabic letter mark', '\u061c'],
  ['left-to-right embedding', '\u202a'],
  ['right-to-left override', '\u202e'],
  ['left-to-right isolate', '\u2066'],
  ['pop directional isolate', '\u2069'],
];

describe('control characters', () => {
  it.each(controls)('finds a %s', (_name, character) => {
    expect(hasControlCharacters(`Ada${character}Lovelace`)).toBe(true);
    expect(hasControlCharactersBesidesNewlines(`Ada${character}Lovelace`)).toBe(true);
  });

  it('allows newlines only in multi-line text', () => {
    expect(hasControlCharacters('one\ntwo')).toBe(true);
    expect(hasControlCharactersBesidesNewlines('one\ntwo')).toBe(false);
  });

  it.each(['Zoë', 'مريم', 'שלום עולם', '👩🏽‍💻 coder', 'Jean-Luc', 'नमस्ते'])(
    'leaves ordinary text %j alone, joiners in emoji and scripts included',
    (text) => {
      expect(hasControlCharacters(text)).toBe(false);
    },
  );
});
