import { MAX_RESULTS, MIN_RELEVANCE } from '@tessera/rules';
import {
  resolveContentTokens,
  sectionsText,
  type HelpArticle,
  type SitePage,
} from '@tessera/site-content';
import { indexField, queryTerms, scoreFields, type IndexedField } from '../../lib/text-search';

export type SearchResultType = 'help' | 'page';
export type SortOrder = 'relevance' | 'date';

export interface SearchResult {
  id: string;
  type: SearchResultType;
  title: string;
  subtitle: string;
  url: string;
  badge: string;
  relevanceScore: number;
  createdAt: string | null;
  tags: string[];
  /** Which part of the document each query term matched. */
  matchedIn: Record<string, string>;
}

interface SearchDocument {
  result: Omit<SearchResult, 'relevanceScore' | 'matchedIn'>;
  fields: IndexedField[];
}

/** Words that describe the kind of result rather than its subject. */
const TYPE_WORDS = ['help', 'article', 'articles', 'page', 'guide'];

export function buildSearchIndex(articles: readonly HelpArticle[], pages: readonly SitePage[]) {
  const documents: SearchDocument[] = [
    ...articles.map((article) => ({
      result: {
        id: `help:${article.slug}`,
        type: 'help' as const,
        title: article.title,
        subtitle: resolveContentTokens(article.summary),
        url: `/help/${article.slug}`,
        badge: 'Help Article',
        createdAt: article.updatedAt,
        tags: article.keywords,
      },
      fields: [
        indexField('title', 4, article.title),
        indexField('keywords', 3, article.keywords.join(' ')),
        indexField('summary', 2, resolveContentTokens(article.summary)),
        indexField('body', 1, resolveContentTokens(sectionsText(article.sections))),
      ],
    })),
    ...pages.map((page) => ({
      result: {
        id: `page:${page.url}`,
        type: 'page' as const,
        title: page.title,
        subtitle: page.summary,
        url: page.url,
        badge: 'Page',
        createdAt: null,
        tags: page.keywords,
      },
      fields: [
        indexField('title', 4, page.title),
        indexField('keywords', 3, page.keywords.join(' ')),
        indexField('summary', 2, page.summary),
      ],
    })),
  ];
  return documents;
}

export interface SearchOptions {
  types: SearchResultType[];
  sort: SortOrder;
}

export function runSearch(
  index: ReturnType<typeof buildSearchIndex>,
  query: string,
  options: SearchOptions,
): SearchResult[] {
  const terms = queryTerms(query, TYPE_WORDS);
  if (terms.length === 0) return [];
  const results = index
    .filter((doc) => options.types.includes(doc.result.type))
    .map((doc) => {
      const { score, matchedIn } = scoreFields(terms, doc.fields);
      return { ...doc.result, relevanceScore: score, matchedIn };
    })
    .filter((result) => result.relevanceScore >= MIN_RELEVANCE);
  results.sort((a, b) =>
    options.sort === 'date'
      ? (b.createdAt ?? '').localeCompare(a.createdAt ?? '') || b.relevanceScore - a.relevanceScore
      : b.relevanceScore - a.relevanceScore,
  );
  return results.slice(0, MAX_RESULTS);
}

/** Confidence shown in Insights: relevance lifted by a fifth, never above certainty. */
export function confidenceOf(result: SearchResult): number {
  return Math.min(1, result.relevanceScore * 1.2);
}

export function recommendationReason(result: SearchResult): string {
  const score = result.relevanceScore;
  if (score > 0.8) return 'An excellent match: your words appear in its title or keywords.';
  if (score > 0.6) return 'A strong match for most of what you typed.';
  if (score > 0.4) return 'A good match for part of your search.';
  return 'A partial match worth a look.';
}
