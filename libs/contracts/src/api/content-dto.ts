import { CONTENT_TYPES, PRIVACY_LEVELS } from '@tessera/rules';
import { z } from 'zod';
import { paginatedSchema } from './api-response';

export const POST_STATUSES = [
  'draft',
  'pending',
  'scheduled',
  'published',
  'archived',
  'rejected',
] as const;
export type PostStatus = (typeof POST_STATUSES)[number];

export const MODERATION_STATUSES = ['pending', 'approved', 'rejected', 'flagged'] as const;
export type ModerationStatus = (typeof MODERATION_STATUSES)[number];

export const MEDIA_STATUSES = ['pending', 'processing', 'ready', 'failed'] as const;
export type MediaStatus = (typeof MEDIA_STATUSES)[number];

export const MEDIA_KINDS = ['image', 'video'] as const;
export type MediaKind = (typeof MEDIA_KINDS)[number];

const isoTime = z.iso.datetime();
const count = z.int().min(0);

/** A creator's tier offered with a denial: the cheapest on sale that lifts it. */
export const creatorTierOfferSchema = z.object({
  id: z.string(),
  name: z.string(),
  priceCents: z.int().min(0),
  currency: z.string(),
});
export type CreatorTierOfferDto = z.infer<typeof creatorTierOfferSchema>;

/**
 * The result of the content access check as the API gives it. A post that is not public opens to
 * the creator's subscribers as their tier says, or to an unlock: then `upgradeUrl` leads to the
 * creator's page, `cheapestTier` names the cheapest of the creator's tiers that opens the post
 * and `unlockPriceCents` says what unlocking the post alone costs.
 */
export const contentAccessSchema = z.discriminatedUnion('allowed', [
  z.object({ allowed: z.literal(true) }),
  z.object({
    allowed: z.literal(false),
    reason: z.string(),
    /** Tier id that would lift the denial. */
    requiredTier: z.string().optional(),
    /** Tier id the user holds now, when they hold an active one. */
    currentTier: z.string().optional(),
    upgradeUrl: z.string().optional(),
    unlockPriceCents: z.int().optional(),
    cheapestTier: creatorTierOfferSchema.optional(),
  }),
]);
export type ContentAccessDto = z.infer<typeof contentAccessSchema>;

export const contentCreatorSchema = z.object({
  id: z.string(),
  username: z.string(),
  displayName: z.string(),
  avatar: z.string(),
});
export type ContentCreatorDto = z.infer<typeof contentCreatorSchema>;

/** One uploaded file and its processing state. URLs are signed and short-lived when not public. */
export const mediaSchema = z.object({
  mediaId: z.string(),
  type: z.enum(MEDIA_KINDS),
  status: z.enum(MEDIA_STATUSES),
  /** Why processing failed, when it did. */
  error: z.string().optional(),
  size: count,
  width: z.number().optional(),
  height: z.number().optional(),
  /** Seconds, for videos. */
  duration: z.number().optional(),
  /** Full view rendition; absent until ready or without access. */
  url: z.string().optional(),
  /** Feed-sized rendition or a video's poster frame. */
  thumbnailUrl: z.string().optional(),
  /** Blurred preview, shown to anyone who may see the post's card. */
  previewUrl: z.string().optional(),
});
export type MediaDto = z.infer<typeof mediaSchema>;

/**
 * A post. Without access, `mediaUrl`, `mediaUrls`, `body` and media URLs other than `previewUrl`
 * are absent; the title, creator, counts and the blurred preview remain.
 */
export const contentSchema = z.object({
  id: z.string(),
  creatorId: z.string(),
  creator: contentCreatorSchema,
  title: z.string(),
  description: z.string(),
  /** The text of a text post. */
  body: z.string().optional(),
  type: z.enum(CONTENT_TYPES),
  mediaUrl: z.string().optional(),
  mediaUrls: z.array(z.string()).optional(),
  thumbnailUrl: z.string().optional(),
  previewUrl: z.string().optional(),
  media: z.array(mediaSchema),
  isPublic: z.boolean(),
  requiresSubscription: z.boolean(),
  privacyLevel: z.enum(PRIVACY_LEVELS),
  status: z.enum(POST_STATUSES),
  moderationStatus: z.enum(MODERATION_STATUSES),
  moderationNotes: z.string().optional(),
  scheduledAt: isoTime.nullable(),
  publishedAt: isoTime.nullable(),
  tags: z.array(z.string()),
  category: z.string(),
  folderId: z.string().nullable(),
  /** Pay-per-view price in cents; absent when the post is not sold on its own. */
  priceCents: z.int().optional(),
  likesCount: count,
  commentsCount: count,
  viewsCount: count,
  sharesCount: count,
  duration: z.number().optional(),
  /** What the viewer has done with the post. */
  viewer: z.object({ liked: z.boolean(), bookmarked: z.boolean() }),
  access: contentAccessSchema,
  createdAt: isoTime,
  updatedAt: isoTime,
});
export type ContentDto = z.infer<typeof contentSchema>;

export const contentPageSchema = paginatedSchema(contentSchema);

export const contentFeedPageSchema = z.object({
  items: z.array(contentSchema),
  /** Pass back as `cursor` for the next page; null at the end. */
  nextCursor: z.string().nullable(),
});
export type ContentFeedPage = z.infer<typeof contentFeedPageSchema>;

export const explorePageSchema = z.object({
  trending: z.array(contentSchema),
  recent: z.array(contentSchema),
  creators: z.array(contentCreatorSchema),
});
export type ExplorePageDto = z.infer<typeof explorePageSchema>;

export const commentSchema = z.object({
  id: z.string(),
  contentId: z.string(),
  author: contentCreatorSchema,
  text: z.string(),
  createdAt: isoTime,
});
export type CommentDto = z.infer<typeof commentSchema>;

export const commentPageSchema = paginatedSchema(commentSchema);

export const folderSchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  creatorId: z.string(),
  contentCount: count,
});
export type FolderDto = z.infer<typeof folderSchema>;

export const categorySchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  color: z.string(),
  icon: z.string(),
  contentCount: count,
});
export type CategoryDto = z.infer<typeof categorySchema>;

export const tagCountSchema = z.object({ tag: z.string(), count: count });
export type TagCountDto = z.infer<typeof tagCountSchema>;

export const contentStatsSchema = z.object({
  totalContent: count,
  publishedContent: count,
  draftContent: count,
  archivedContent: count,
  pendingContent: count,
  scheduledContent: count,
  totalViews: count,
  totalLikes: count,
  totalComments: count,
  totalShares: count,
  /** (likes + comments + shares) / views, as a percentage with one decimal. */
  averageEngagement: z.number().min(0),
  topPerformingContent: z.array(
    z.object({ id: z.string(), title: z.string(), viewsCount: count, likesCount: count }),
  ),
  recentActivity: z.array(z.object({ date: z.string(), posts: count, views: count, likes: count })),
});
export type ContentStatsDto = z.infer<typeof contentStatsSchema>;

/**
 * `GET /api/content/creators/{id}/stats`: what a creator's public profile counts, over their
 * published posts: the posts, the photos and videos in them, and the likes they received.
 */
export const creatorCountsSchema = z.object({ posts: count, media: count, likes: count });
export type CreatorCountsDto = z.infer<typeof creatorCountsSchema>;

/** The answer of `POST /api/upload`. */
export const uploadedMediaSchema = z.object({
  mediaId: z.string(),
  url: z.string(),
  fileUrl: z.string(),
  type: z.enum(MEDIA_KINDS),
  size: count,
  status: z.enum(MEDIA_STATUSES),
});
export type UploadedMediaDto = z.infer<typeof uploadedMediaSchema>;

/** What `POST`/`DELETE /api/content/{id}/like` answer. */
export const likeStateSchema = z.object({ liked: z.boolean(), likesCount: count });
export type LikeStateDto = z.infer<typeof likeStateSchema>;
/** What `POST`/`DELETE /api/content/{id}/bookmark` answer. */
export const bookmarkStateSchema = z.object({ bookmarked: z.boolean() });
export type BookmarkStateDto = z.infer<typeof bookmarkStateSchema>;
export const viewCountSchema = z.object({ viewsCount: count });
