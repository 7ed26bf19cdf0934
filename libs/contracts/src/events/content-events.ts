import { z } from 'zod';

const privacyLevel = z.enum(['public', 'subscribers', 'premium', 'private']);
const contentType = z.enum(['photo', 'video', 'text']);

/** What search and admin need of a post to index and list it; never its media or text body. */
const contentSummary = {
  contentId: z.string().min(1),
  creatorId: z.string().min(1),
  title: z.string(),
  description: z.string(),
  type: contentType,
  privacyLevel: privacyLevel,
  isPublic: z.boolean(),
  tags: z.array(z.string()),
  category: z.string(),
  status: z.enum(['draft', 'pending', 'scheduled', 'published', 'archived', 'rejected']),
  /** Pay-per-view price in cents; null when the post is not sold on its own. */
  priceCents: z.number().int().min(0).nullable().default(null),
};

export const contentPublishedSchema = z.object({
  ...contentSummary,
  publishedAt: z.iso.datetime(),
  /** Published by its schedule coming due, rather than by someone publishing it now. */
  scheduled: z.boolean().default(false),
});

export const contentUpdatedSchema = z.object({
  ...contentSummary,
  updatedAt: z.iso.datetime(),
});

export const contentRemovedSchema = z.object({
  contentId: z.string().min(1),
  creatorId: z.string().min(1),
  removedBy: z.string().min(1),
  removedAt: z.iso.datetime(),
});

/** What an edit of an approved post may change that takes it back to review. */
export const REVIEWED_POST_FIELDS = [
  'mediaIds',
  'body',
  'privacyLevel',
  'tierIds',
  'priceCents',
] as const;

/**
 * An approved post was edited while moderation is required: it is back in review, out of public
 * view until an admin approves it again (`status` is where it now is), and its creator is told.
 */
export const contentResubmittedSchema = z.object({
  contentId: z.string().min(1),
  creatorId: z.string().min(1),
  title: z.string(),
  status: contentSummary.status,
  /** The reviewed fields the edit changed. */
  changed: z.array(z.enum(REVIEWED_POST_FIELDS)).min(1),
  resubmittedAt: z.iso.datetime(),
});

/**
 * An admin decided on a post waiting for review: approved (published or scheduled, `status` says
 * which) or rejected with the moderator's reason, so its creator can be told.
 */
export const contentModeratedSchema = z.object({
  contentId: z.string().min(1),
  creatorId: z.string().min(1),
  title: z.string(),
  decision: z.enum(['approved', 'rejected']),
  /** The moderator's note; empty when none was given. */
  reason: z.string(),
  status: contentSummary.status,
  moderatedAt: z.iso.datetime(),
});

/**
 * An upload finished processing: ready with the storage keys of its renditions, or failed. Other
 * services that show the upload (messaging's attachments) sign URLs for these keys themselves.
 */
export const mediaProcessedSchema = z.object({
  mediaId: z.string().min(1),
  ownerId: z.string().min(1),
  kind: z.enum(['image', 'video']),
  status: z.enum(['ready', 'failed']),
  mimeType: z.string().min(1),
  size: z.number().int().min(0),
  width: z.number().int().nullable(),
  height: z.number().int().nullable(),
  duration: z.number().nullable(),
  renditions: z.object({
    full: z.string().min(1).optional(),
    feed: z.string().min(1).optional(),
    preview: z.string().min(1).optional(),
    poster: z.string().min(1).optional(),
  }),
  processedAt: z.iso.datetime(),
});

/** A comment on a post, with a short excerpt for notifications; never the whole text. */
export const contentCommentedSchema = z.object({
  commentId: z.string().min(1),
  contentId: z.string().min(1),
  creatorId: z.string().min(1),
  authorId: z.string().min(1),
  postTitle: z.string(),
  excerpt: z.string().max(200),
  commentedAt: z.iso.datetime(),
});

/** A like of a post; liking again after an unlike is a new like. */
export const contentLikedSchema = z.object({
  contentId: z.string().min(1),
  creatorId: z.string().min(1),
  userId: z.string().min(1),
  postTitle: z.string(),
  likedAt: z.iso.datetime(),
});

/**
 * A post's engagement counters after a like, unlike, comment, comment removal or view: absolute
 * values, so a read model keeps the newest (`changedAt` decides) and a replay changes nothing.
 */
export const contentEngagementChangedSchema = z.object({
  contentId: z.string().min(1),
  creatorId: z.string().min(1),
  likesCount: z.number().int().min(0),
  commentsCount: z.number().int().min(0),
  viewsCount: z.number().int().min(0),
  changedAt: z.iso.datetime(),
});
