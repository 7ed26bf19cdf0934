/**
 * The indices the service keeps, each reached through an alias so a rebuild can fill a new index
 * and swap the alias in one step. Vectors are all-MiniLM-L6-v2's 384 dimensions, searched by
 * Lucene's HNSW (the k-NN plugin's engine that needs no native library).
 */
export type IndexName = 'people' | 'posts' | 'help';
export const INDEX_NAMES: readonly IndexName[] = ['people', 'posts', 'help'];

export const EMBEDDING_DIMENSIONS = 384;

const embedding = {
  type: 'knn_vector',
  dimension: EMBEDDING_DIMENSIONS,
  method: { name: 'hnsw', engine: 'lucene', space_type: 'cosinesimil' },
};

/** Text searched with typo tolerance and as-you-type prefixes, folded for case and accents. */
const searchableText = {
  type: 'text',
  analyzer: 'folded',
  fields: {
    prefix: { type: 'search_as_you_type', analyzer: 'folded' },
    exact: { type: 'keyword', normalizer: 'folded_keyword' },
  },
};

const settings = {
  index: { knn: true, number_of_shards: 1, number_of_replicas: 0, refresh_interval: '500ms' },
  analysis: {
    filter: {
      english_stemmer: { type: 'stemmer', language: 'light_english' },
      // Words people use for the same thing on a creator platform.
      platform_synonyms: {
        type: 'synonym_graph',
        synonyms: [
          'photo, picture, pic, image, photograph',
          'video, clip, film',
          'tutorial, guide, how to, lesson',
          'cooking, recipe, food',
          'workout, fitness, exercise, training',
          'ocean, sea, beach',
          'subscription, membership, plan',
        ],
      },
    },
    analyzer: {
      folded: {
        type: 'custom',
        tokenizer: 'standard',
        filter: ['lowercase', 'asciifolding', 'english_stemmer'],
      },
      folded_search: {
        type: 'custom',
        tokenizer: 'standard',
        filter: ['lowercase', 'asciifolding', 'platform_synonyms', 'english_stemmer'],
      },
    },
    normalizer: {
      folded_keyword: { type: 'custom', filter: ['lowercase', 'asciifolding'] },
    },
  },
};

const withSearchAnalyzer = (field: typeof searchableText) => ({
  ...field,
  search_analyzer: 'folded_search',
});

export const INDEX_MAPPINGS: Record<IndexName, Record<string, unknown>> = {
  people: {
    dynamic: 'strict',
    properties: {
      userId: { type: 'keyword' },
      username: searchableText,
      displayName: withSearchAnalyzer(searchableText),
      bio: { type: 'text', analyzer: 'folded', search_analyzer: 'folded_search' },
      avatar: { type: 'keyword', index: false },
      coverImage: { type: 'keyword', index: false },
      role: { type: 'keyword' },
      isVerified: { type: 'boolean' },
      followersCount: { type: 'integer' },
      createdAt: { type: 'date' },
      /** When the newest applied profile change happened at its source. */
      profileChangedAt: { type: 'date' },
      followersChangedAt: { type: 'date' },
      embedding,
    },
  },
  posts: {
    dynamic: 'strict',
    properties: {
      contentId: { type: 'keyword' },
      creatorId: { type: 'keyword' },
      title: withSearchAnalyzer(searchableText),
      description: { type: 'text', analyzer: 'folded', search_analyzer: 'folded_search' },
      tags: withSearchAnalyzer(searchableText),
      category: { type: 'keyword', normalizer: 'folded_keyword' },
      type: { type: 'keyword' },
      privacyLevel: { type: 'keyword' },
      isPublic: { type: 'boolean' },
      status: { type: 'keyword' },
      priceCents: { type: 'integer' },
      publishedAt: { type: 'date' },
      likesCount: { type: 'integer' },
      commentsCount: { type: 'integer' },
      viewsCount: { type: 'integer' },
      summaryChangedAt: { type: 'date' },
      countsChangedAt: { type: 'date' },
      removedAt: { type: 'date' },
      embedding,
    },
  },
  help: {
    dynamic: 'strict',
    properties: {
      slug: { type: 'keyword' },
      kind: { type: 'keyword' },
      title: withSearchAnalyzer(searchableText),
      summary: { type: 'text', analyzer: 'folded', search_analyzer: 'folded_search' },
      keywords: withSearchAnalyzer(searchableText),
      body: { type: 'text', analyzer: 'folded', search_analyzer: 'folded_search' },
      url: { type: 'keyword', index: false },
      updatedAt: { type: 'date' },
      embedding,
    },
  },
};

export const INDEX_SETTINGS = settings;
