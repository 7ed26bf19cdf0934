function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** Masks each whole word of the conversation's word filter, whatever its letter case. */
export function applyWordFilter(content: string, words: readonly string[]): string {
  const terms = words.map((word) => word.trim()).filter(Boolean);
  if (terms.length === 0) return content;
  const pattern = new RegExp(
    `(?<![\\p{L}\\p{N}])(${terms.map(escapeRegExp).join('|')})(?![\\p{L}\\p{N}])`,
    'giu',
  );
  return content.replace(pattern, (match) => '*'.repeat([...match].length));
}
