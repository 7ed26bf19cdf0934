import { z } from 'zod';

const ID = /^[A-Za-z0-9_-]{1,64}$/;

/** Longest query searched; longer input is refused with a clear message rather than cut. */
export const MAX_SEARCH_QUERY_LENGTH = 200;
export const DEFAULT_SEARCH_LIMIT = 10;
export const MAX_SEARCH_LIMIT = 50;
/** Deepest result reachable by paging; beyond it people refine the query instead. */
export const MAX_SEARCH_OFFSET = 500;

export const SEARCH_RESULT_TYPES = ['creator', 'content', 'tag', 'help'] as const;
export type SearchResultType = (typeof SEARCH_RESULT_TYPES)[number];
export const SEARCH_SORTS = ['relevance', 'date', 'popularity'] as const;
export type SearchSort = (typeof SEARCH_SORTS)[number];

/**
 * Control and format characters (bidirectional overrides, zero-width marks) carry no meaning in a search and can disguise
 * what was typed; they are removed before anything else reads the query.
 */
const INVISIBLE_CHARACTERS = /[\p{Cc}\p{Cf}]/gu;

const queryText = z
  .string()
  .max(
    MAX_SEARCH_QUERY_LENGTH,
    `The search may be at most ${MAX_SEARCH_QUERY_LENGTH} characters long`,
  )
  .transform((value) => value.replace(INVISIBLE_CHARACTERS, ' ').replace(/\s+/g, ' ').trim());

const typeList = z
  .string()
  .default(SEARCH_RESULT_TYPES.join(','))
  .transform((value, context) => {
    const types = [
      ...new Set(
        value
          .split(',')
          .map((type) => type.trim())
          .filter(Boolean),
      ),
    ];
    const unknown = types.filter(
      (type) => !(SEARCH_RESULT_TYPES as readonly string[]).includes(type),
    );
    if (unknown.length > 0 || types.length === 0) {
      context.addIssue({
        code: 'custom',
        message: `types must be a comma-separated list of ${SEARCH_RESULT_TYPES.join(', ')}`,
      });
      return z.NEVER;
    }
    return types as SearchResultType[];
  });

const limit = (fallback: number, max: number) =>
  z.coerce
    .number({ error: 'limit must be a number' })
    .int('limit must be a whole number')
    .min(1, 'limit must be at least 1')
    .max(max, `limit may be at most ${max}`)
    .default(fallback);

export const searchQuerySchema = z.object({
  q: queryText.default(''),
  types: typeList,
  sort: z
    .enum(SEARCH_SORTS, { error: `sort must be one of ${SEARCH_SORTS.join(', ')}` })
    .default('relevance'),
  /** Only this creator's posts (and the creator): search inside one profile. */
  creatorId: z.string().regex(ID, 'Invalid creatorId').optional(),
  limit: limit(DEFAULT_SEARCH_LIMIT, MAX_SEARCH_LIMIT),
  offset: z.coerce
    .number({ error: 'offset must be a number' })
    .int('offset must be a whole number')
    .min(0, 'offset must be at least 0')
    .max(MAX_SEARCH_OFFSET, `offset may be at most ${MAX_SEARCH_OFFSET}`)
    .default(0),
});
export type SearchQuery = z.output<typeof searchQuerySchema>;
export type SearchQueryParams = z.input<typeof searchQuerySchema>;

export const MAX_SUGGESTIONS = 8;
export const suggestQuerySchema = z.object({
  q: queryText.default(''),
  limit: limit(MAX_SUGGESTIONS, MAX_SUGGESTIONS),
});
export type SuggestQuery = z.output<typeof suggestQuerySchema>;
export type SuggestQueryParams = z.input<typeof suggestQuerySchema>;

/** Words and phrases that return nothing, whatever else is typed (admin-managed). */
export const MAX_BANNED_SEARCH_TERMS = 2000;
export const bannedSearchTermsSchema = z.object({
  terms: z
    .array(
      z
        .string()
        .trim()
        .toLowerCase()
        .min(2, 'A banned term has at least 2 characters')
        .max(80, 'A banned term has at most 80 characters'),
    )
    .max(MAX_BANNED_SEARCH_TERMS, `At most ${MAX_BANNED_SEARCH_TERMS} banned terms`),
});
export type BannedSearchTerms = z.output<typeof bannedSearchTermsSchema>;

// The section 7 real-data API: its defaults are section 9's.
export const REAL_DATA_DEFAULTS = {
  creators: 12,
  featured: 6,
  content: 20,
  trending: 10,
  search: 10,
  activity: 20,
} as const;
const MAX_REAL_DATA_LIMIT = 100;

const offset = z.coerce
  .number({ error: 'offset must be a number' })
  .int('offset must be a whole number')
  .min(0, 'offset must be at least 0')
  .max(10_000, 'offset may be at most 10000')
  .default(0);

export const realDataCreatorsQuerySchema = z.object({
  limit: limit(REAL_DATA_DEFAULTS.creators, MAX_REAL_DATA_LIMIT),
  offset,
});
export const realDataFeaturedQuerySchema = z.object({
  limit: limit(REAL_DATA_DEFAULTS.featured, MAX_REAL_DATA_LIMIT),
});
export const realDataContentQuerySchema = z.object({
  limit: limit(REAL_DATA_DEFAULTS.content, MAX_REAL_DATA_LIMIT),
  offset,
  includePrivate: z
    .enum(['true', 'false'], { error: 'includePrivate must be true or false' })
    .default('false')
    .transform((value) => value === 'true'),
});
export const realDataTrendingQuerySchema = z.object({
  limit: limit(REAL_DATA_DEFAULTS.trending, MAX_REAL_DATA_LIMIT),
});
export const realDataUserSearchQuerySchema = z.object({
  q: queryText.default(''),
  limit: limit(REAL_DATA_DEFAULTS.search, MAX_REAL_DATA_LIMIT),
});
export const realDataActivityQuerySchema = z.object({
  limit: limit(REAL_DATA_DEFAULTS.activity, MAX_REAL_DATA_LIMIT),
});
export const realDataUserParamsSchema = z.object({
  id: z.string().regex(ID, 'Invalid user id'),
});
export type RealDataCreatorsQuery = z.output<typeof realDataCreatorsQuerySchema>;
export type RealDataContentQuery = z.output<typeof realDataContentQuerySchema>;
export type RealDataUserSearchQuery = z.output<typeof realDataUserSearchQuerySchema>;

export const ANALYTICS_TYPES = ['views', 'engagement', 'followers', 'revenue'] as const;
export type AnalyticsType = (typeof ANALYTICS_TYPES)[number];
export const analyticsParamsSchema = z.object({
  type: z.enum(ANALYTICS_TYPES, {
    error: `The analytics type must be one of ${ANALYTICS_TYPES.join(', ')}`,
  }),
});
export const analyticsQuerySchema = z.object({
  /** Days back from today, today included. */
  days: z.coerce
    .number({ error: 'days must be a number' })
    .int('days must be a whole number')
    .min(1, 'days must be at least 1')
    .max(365, 'days may be at most 365')
    .default(30),
  /** `platform` (admins only) for the whole platform's figures; else the signed-in creator's. */
  scope: z
    .enum(['creator', 'platform'], { error: 'scope must be creator or platform' })
    .default('creator'),
});
export type AnalyticsQuery = z.output<typeof analyticsQuerySchema>;
