import type {
  RealDataUser,
  SearchInsight,
  SearchResponse,
  SearchResultCard,
} from '@tessera/contracts';

export function makeResultCard(overrides: Partial<SearchResultCard> = {}): SearchResultCard {
  return {
    id: 'content:post-1',
    type: 'content',
    title: 'Sunset over the fjord',
    subtitle: 'by Mara Lind',
    thumbnail: null,
    url: '/content/post-1',
    badge: 'Published',
    relevanceScore: 0.9,
    createdAt: '2026-11-01T10:00:00.000Z',
    tags: ['sunset', 'ocean', 'norway', 'travel'],
    highlights: ['Golden <mark>sunset</mark> light on the water'],
    ...overrides,
  };
}

export function makeInsight(overrides: Partial<SearchInsight> = {}): SearchInsight {
  return {
    id: 'content:post-1',
    relevance_score: 0.9,
    confidence_score: 0.95,
    explanation: 'Your words match the title; close in meaning to "ocean sunset".',
    personalization_factors: ['You follow Mara Lind'],
    similar_items: [{ id: 'content:post-2', title: 'Blue hour', url: '/content/post-2' }],
    recommendation_reason: 'A strong match from a creator you follow.',
    ...overrides,
  };
}

export function makeSearchResponse(
  results: SearchResultCard[],
  insights: SearchInsight[] = [],
  total = results.length,
): SearchResponse {
  return { query: 'sunset', total, results, insights, tookMs: 12 };
}

export function makeRealDataCreator(overrides: Partial<RealDataUser> = {}): RealDataUser {
  return {
    id: 'creator-1',
    username: 'mara',
    displayName: 'Mara Lind',
    role: 'creator',
    bio: 'Landscape photographer',
    avatar: null,
    coverImage: null,
    isVerified: true,
    followersCount: 1200,
    postsCount: 48,
    lowestPrice: { amountCents: 999, currency: 'EUR' },
    createdAt: '2026-01-01T00:00:00.000Z',
    ...overrides,
  };
}
