/**
 * Bidirectional controls: invisible marks, embeddings, overrides and isolates that make text show
 * in another order than it is stored, e.g. a name that reads as someone else's.
 */
const BIDI_CONTROLS = '\\u061c\\u200e\\u200f\\u202a-\\u202e\\u2066-\\u2069';

/** C0 and C1 controls (DEL included) and bidirectional controls. */
const CONTROL_CHARACTERS = new RegExp(`[\\p{Cc}${BIDI_CONTROLS}]`, 'u');

/** The same, except the newline that separates paragraphs. */
const CONTROL_CHARACTERS_BUT_NEWLINE = new RegExp(`(?!\\n)\\p{Cc}|[${BIDI_CONTROLS}]`, 'u');

/** True when single-line text such as a name holds a control or text-direction character. */
export function hasControlCharacters(text: string): boolean {
  return CONTROL_CHARACTERS.test(text);
}

/** True when multi-line text holds a control or text-direction character other than a newline. */
export function hasControlCharactersBesidesNewlines(text: string): boolean {
  return CONTROL_CHARACTERS_BUT_NEWLINE.test(text);
}
