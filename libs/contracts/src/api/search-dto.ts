import { z } from 'zod';
import { SEARCH_RESULT_TYPES } from './search-requests';

/** One result card, with the fields of the spec's section 2. */
export const searchResultCardSchema = z.object({
  /** `creator:<id>`, `content:<id>`, `tag:<name>` or `help:<slug>`. */
  id: z.string(),
  type: z.enum(SEARCH_RESULT_TYPES),
  title: z.string(),
  subtitle: z.string(),
  thumbnail: z.string().nullable(),
  /** The web app's route that opens the result. */
  url: z.string(),
  badge: z.string().nullable(),
  /** 0 to 1: the fused rank score scaled by the best result's. */
  relevanceScore: z.number().min(0).max(1),
  createdAt: z.string().nullable(),
  tags: z.array(z.string()),
  /** Fragments of the matched text, with `<mark>` around the matched words; never raw HTML. */
  highlights: z.array(z.string()),
});
export type SearchResultCard = z.infer<typeof searchResultCardSchema>;

/** Why a result ranks where it does, with the fields of the spec's section 3. */
export const searchInsightSchema = z.object({
  id: z.string(),
  relevance_score: z.number(),
  confidence_score: z.number().min(0).max(1),
  explanation: z.string(),
  /** Every boost that moved this result, by name, e.g. "You subscribe to this creator". */
  personalization_factors: z.array(z.string()),
  similar_items: z.array(z.object({ id: z.string(), title: z.string(), url: z.string() })),
  recommendation_reason: z.string(),
});
export type SearchInsight = z.infer<typeof searchInsightSchema>;

export const searchResponseSchema = z.object({
  query: z.string(),
  total: z.number().int().min(0),
  results: z.array(searchResultCardSchema),
  insights: z.array(searchInsightSchema),
  /** Milliseconds the engine took. */
  tookMs: z.number().int().min(0),
});
export type SearchResponse = z.infer<typeof searchResponseSchema>;

export const searchSuggestionSchema = z.object({
  text: z.string(),
  type: z.enum(SEARCH_RESULT_TYPES),
  url: z.string(),
});
export const suggestResponseSchema = z.object({
  suggestions: z.array(searchSuggestionSchema),
});
export type SearchSuggestion = z.infer<typeof searchSuggestionSchema>;

/** A creator or member as the real-data API lists them (section 3's server users). */
export const realDataUserSchema = z.object({
  id: z.string(),
  username: z.string(),
  displayName: z.string(),
  role: z.enum(['subscriber', 'creator']),
  bio: z.string(),
  avatar: z.string().nullable(),
  coverImage: z.string().nullable(),
  isVerified: z.boolean(),
  followersCount: z.number().int().min(0),
  postsCount: z.number().int().min(0),
  /** The cheapest active tier's monthly price; null without tiers or when unknown. */
  lowestPrice: z
    .object({ amountCents: z.number().int().min(0), currency: z.string().length(3) })
    .nullable(),
  createdAt: z.string(),
});
export type RealDataUser = z.infer<typeof realDataUserSchema>;

/** A post as the real-data API lists it: never its media or locked text, only its teaser. */
export const realDataContentSchema = z.object({
  id: z.string(),
  creatorId: z.string(),
  title: z.string(),
  description: z.string(),
  type: z.enum(['photo', 'video', 'text']),
  privacyLevel: z.enum(['public', 'subscribers', 'premium', 'private']),
  isPublic: z.boolean(),
  status: z.string(),
  tags: z.array(z.string()),
  category: z.string(),
  likesCount: z.number().int().min(0),
  commentsCount: z.number().int().min(0),
  viewsCount: z.number().int().min(0),
  createdAt: z.string(),
  creator: z
    .object({
      id: z.string(),
      username: z.string(),
      displayName: z.string(),
      avatar: z.string().nullable(),
      isVerified: z.boolean(),
    })
    .nullable(),
});
export type RealDataContent = z.infer<typeof realDataContentSchema>;

export const platformStatsSchema = z.object({
  totalUsers: z.number().int().min(0),
  totalCreators: z.number().int().min(0),
  totalContent: z.number().int().min(0),
  totalSubscriptions: z.number().int().min(0),
  /** Integer cents of tips and pay-per-view unlocks kept (refunds and disputes taken back). */
  totalRevenue: z.number().int().min(0),
});
export type PlatformStats = z.infer<typeof platformStatsSchema>;

export const realDataActivitySchema = z.object({
  id: z.string(),
  type: z.enum(['joined', 'published', 'liked', 'commented', 'subscribed']),
  actorId: z.string(),
  actorName: z.string(),
  subjectId: z.string().nullable(),
  subjectTitle: z.string().nullable(),
  occurredAt: z.string(),
});
export type RealDataActivity = z.infer<typeof realDataActivitySchema>;

/** Whole bodies of the section 7 real-data calls: `success` beside the payload, no `data`. */
export const realDataBodies = {
  platformStats: z.object({ success: z.boolean(), stats: platformStatsSchema }),
  creators: z.object({
    success: z.boolean(),
    creators: z.array(realDataUserSchema),
    total: z.number().int().min(0),
  }),
  featuredCreators: z.object({ success: z.boolean(), creators: z.array(realDataUserSchema) }),
  content: z.object({
    success: z.boolean(),
    content: z.array(realDataContentSchema),
    total: z.number().int().min(0),
  }),
  trending: z.object({ success: z.boolean(), content: z.array(realDataContentSchema) }),
  users: z.object({ success: z.boolean(), users: z.array(realDataUserSchema) }),
  user: z.object({ success: z.boolean(), user: realDataUserSchema.nullable() }),
  activity: z.object({ success: z.boolean(), activity: z.array(realDataActivitySchema) }),
};
export type PlatformStatsBody = z.infer<typeof realDataBodies.platformStats>;
export type RealDataCreatorsBody = z.infer<typeof realDataBodies.creators>;
export type RealDataContentBody = z.infer<typeof realDataBodies.content>;
export type RealDataUsersBody = z.infer<typeof realDataBodies.users>;
export type RealDataUserBody = z.infer<typeof realDataBodies.user>;
export type RealDataActivityBody = z.infer<typeof realDataBodies.activity>;

/** One point of an analytics series: a UTC day and its value. */
export const analyticsSeriesSchema = z.object({
  type: z.string(),
  scope: z.enum(['creator', 'platform']),
  /** Money series are integer cents. */
  unit: z.enum(['count', 'cents']),
  points: z.array(z.object({ day: z.string(), value: z.number() })),
  total: z.number(),
});
export type AnalyticsSeries = z.infer<typeof analyticsSeriesSchema>;
