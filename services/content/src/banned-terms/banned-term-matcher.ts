/**
 * Text reduced to what a reader sees: NFKC-normalised (full-width and other compatibility forms
 * become their plain letters), invisible format characters (zero-width spaces and joiners)
 * removed, accents dropped, lower case, and every run of other characters a single space.
 */
export function foldForMatching(text: string): string {
  return text
    .normalize('NFKC')
    .replace(/\p{Cf}/gu, '')
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

/**
 * The first banned term found in the texts as whole words or a whole phrase ("teen" is found in
 * "Teen pics" and "ＴＥＥＮ", not in "canteen"), or null. Terms are folded like the texts, so the
 * list may hold them as an admin typed them.
 */
export function findBannedTerm(texts: readonly string[], terms: readonly string[]): string | null {
  // A phrase never spans two fields: the title's last word and the description's first.
  const folded = ` ${texts.map(foldForMatching).join(' | ')} `;
  for (const term of terms) {
    const words = foldForMatching(term);
    if (words && folded.includes(` ${words} `)) return term;
  }
  return null;
}
