import {
  resolveContentTokens,
  sectionsText,
  type HelpArticle,
  type HelpCategory,
} from '@tessera/site-content';
import { indexField, queryTerms, scoreFields, type IndexedField } from '../../lib/text-search';

export interface IndexedArticle {
  article: HelpArticle;
  fields: IndexedField[];
}

export interface HelpSearchHit {
  article: HelpArticle;
  score: number;
  terms: string[];
}

/** Where a match counts most: a title hit says more than a mention deep in a section. */
const FIELD_WEIGHTS = { title: 4, keywords: 3, summary: 2, body: 1 } as const;

export function indexArticles(articles: readonly HelpArticle[]): IndexedArticle[] {
  return articles.map((article) => ({
    article,
    fields: [
      indexField('title', FIELD_WEIGHTS.title, article.title),
      indexField('keywords', FIELD_WEIGHTS.keywords, article.keywords.join(' ')),
      indexField('summary', FIELD_WEIGHTS.summary, resolveContentTokens(article.summary)),
      indexField('body', FIELD_WEIGHTS.body, resolveContentTokens(sectionsText(article.sections))),
    ],
  }));
}

/**
 * Articles matching every term, best first; when none matches them all, the ones matching any
 * term, so a long natural question still finds something useful.
 */
export function searchArticles(index: IndexedArticle[], query: string): HelpSearchHit[] {
  const terms = queryTerms(query);
  if (terms.length === 0) return [];
  const scored = index
    .map(({ article, fields }) => ({ article, terms, ...scoreFields(terms, fields) }))
    .filter((hit) => hit.matchedTerms.length > 0)
    .sort((a, b) => b.score - a.score || a.article.title.localeCompare(b.article.title));
  const complete = scored.filter((hit) => hit.matchedTerms.length === terms.length);
  return (complete.length > 0 ? complete : scored).map(({ article, score }) => ({
    article,
    score,
    terms,
  }));
}

export function groupByCategory<T extends { article: HelpArticle }>(
  hits: T[],
): { category: HelpCategory; hits: T[] }[] {
  const groups = new Map<HelpCategory, T[]>();
  for (const hit of hits) {
    const list = groups.get(hit.article.category) ?? [];
    list.push(hit);
    groups.set(hit.article.category, list);
  }
  return Array.from(groups, ([category, grouped]) => ({ category, hits: grouped }));
}
