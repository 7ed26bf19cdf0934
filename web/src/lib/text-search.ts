/** Small, dependency-free full-text scoring shared by the help centre and Neural Search. */

const STOP_WORDS = new Set([
  'a',
  'an',
  'and',
  'are',
  'can',
  'do',
  'does',
  'for',
  'how',
  'i',
  'in',
  'is',
  'it',
  'me',
  'my',
  'of',
  'on',
  'or',
  'the',
  'to',
  'what',
  'when',
  'where',
  'why',
  'with',
  'you',
  'your',
]);

export function tokenize(text: string): string[] {
  return text
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .split(/[^a-z0-9]+/)
    .filter(Boolean);
}

/** The words of a query worth matching: lower-cased, de-duplicated, without filler words. */
export function queryTerms(query: string, extraStopWords: readonly string[] = []): string[] {
  const skip = new Set([...STOP_WORDS, ...extraStopWords]);
  return Array.from(new Set(tokenize(query).filter((term) => !skip.has(term))));
}

export interface IndexedField {
  name: string;
  weight: number;
  words: string[];
}

export interface FieldScore {
  /** 0 to 1: how much of the query matched, weighted by where it matched. */
  score: number;
  matchedTerms: string[];
  /** For each matched term, the name of the best field it matched in. */
  matchedIn: Record<string, string>;
}

export function indexField(name: string, weight: number, text: string): IndexedField {
  return { name, weight, words: tokenize(text) };
}

/** A term matches a word it starts, so 'subscr' finds 'subscription' as the person types. */
function fieldMatches(field: IndexedField, term: string): boolean {
  return field.words.some((word) => word.startsWith(term));
}

export function scoreFields(terms: string[], fields: IndexedField[]): FieldScore {
  const maxWeight = Math.max(1, ...fields.map((field) => field.weight));
  const matchedIn: Record<string, string> = {};
  let total = 0;
  for (const term of terms) {
    let best: IndexedField | undefined;
    for (const field of fields) {
      if ((!best || field.weight > best.weight) && fieldMatches(field, term)) best = field;
    }
    if (best) {
      total += best.weight;
      matchedIn[term] = best.name;
    }
  }
  const matchedTerms = Object.keys(matchedIn);
  const score = terms.length === 0 ? 0 : total / (terms.length * maxWeight);
  return { score, matchedTerms, matchedIn };
}

export function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
