/** Wait after the last keystroke before the search dialog runs a query. */
export const SEARCH_DEBOUNCE_MS = 300;

/** How many past queries the search dialog remembers. */
export const RECENT_SEARCHES_LIMIT = 5;

/** Search results scoring below this relevance are noise rather than answers. */
export const MIN_RELEVANCE = 0.35;

/** How many results one search returns at most. */
export const MAX_RESULTS = 10;

/** How many tags a search result card shows. */
export const RESULT_CARD_MAX_TAGS = 3;

/** Queries the search dialog offers before anything is typed. */
export const SUGGESTED_QUERIES = [
  'help article account security',
  'creator digital art',
  'help subscription management',
  'content tutorial animation',
  'help mobile app',
] as const;

/** How many features a registration tier card shows before the rest fold away. */
export const REGISTER_CARD_VISIBLE_FEATURES = 4;

/** How many feature lines a pricing dialog card shows. */
export const PRICING_CARD_MAX_FEATURES = 5;

/** How many limitation lines a pricing dialog card shows. */
export const PRICING_CARD_MAX_LIMITATIONS = 3;
