/**
 * Lower case without accents, words separated by single spaces: how banned terms, tags and queries
 * are compared, as the index's `folded` analyzer compares words.
 */
export function foldWords(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}
