import type { AccessDenied, ContentType, PrivacyLevel } from '@tessera/rules';

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

export type MediaKind = 'image' | 'video';

/**
 * The result of the content access check as the API gives it. Beyond the platform plan, a post
 * that is not public needs the creator's subscription or an unlock: then `upgradeUrl` leads to
 * the creator's page and `unlockPriceCents` says what unlocking the post alone costs.
 */
export type ContentAccessDto =
  | { allowed: true }
  | (Omit<AccessDenied, 'upgradeUrl'> & { upgradeUrl?: string; unlockPriceCents?: number });

export interface ContentCreatorDto {
  id: string;
  username: string;
  displayName: string;
  avatar: string;
}

/** One uploaded file and its processing state. URLs are signed and short-lived when not public. */
export interface MediaDto {
  mediaId: string;
  type: MediaKind;
  status: MediaStatus;
  /** Why processing failed, when it did. */
  error?: string;
  size: number;
  width?: number;
  height?: number;
  /** Seconds, for videos. */
  duration?: number;
  /** Full view rendition; absent until ready or without access. */
  url?: string;
  /** Feed-sized rendition or a video's poster frame. */
  thumbnailUrl?: string;
  /** Blurred preview, shown to anyone who may see the post's card. */
  previewUrl?: string;
}

/**
 * A post. Without access, `mediaUrl`, `mediaUrls`, `body` and media URLs other than `previewUrl`
 * are absent; the title, creator, counts and the blurred preview remain.
 */
export interface ContentDto {
  id: string;
  creatorId: string;
  creator: ContentCreatorDto;
  title: string;
  description: string;
  /** The text of a text post. */
  body?: string;
  type: ContentType;
  mediaUrl?: string;
  mediaUrls?: string[];
  thumbnailUrl?: string;
  previewUrl?: string;
  media: MediaDto[];
  isPublic: boolean;
  requiresSubscription: boolean;
  privacyLevel: PrivacyLevel;
  status: PostStatus;
  moderationStatus: ModerationStatus;
  moderationNotes?: string;
  scheduledAt: string | null;
  publishedAt: string | null;
  tags: string[];
  category: string;
  folderId: string | null;
  /** Pay-per-view price in cents; absent when the post is not sold on its own. */
  priceCents?: number;
  likesCount: number;
  commentsCount: number;
  viewsCount: number;
  sharesCount: number;
  duration?: number;
  /** What the viewer has done with the post. */
  viewer: { liked: boolean; bookmarked: boolean };
  access: ContentAccessDto;
  createdAt: string;
  updatedAt: string;
}

export interface ContentFeedPage {
  items: ContentDto[];
  /** Pass back as `cursor` for the next page; null at the end. */
  nextCursor: string | null;
}

export interface CommentDto {
  id: string;
  contentId: string;
  author: ContentCreatorDto;
  text: string;
  createdAt: string;
}

export interface FolderDto {
  id: string;
  name: string;
  description: string;
  creatorId: string;
  contentCount: number;
}

export interface CategoryDto {
  id: string;
  name: string;
  description: string;
  color: string;
  icon: string;
  contentCount: number;
}

export interface ContentStatsDto {
  totalContent: number;
  publishedContent: number;
  draftContent: number;
  archivedContent: number;
  pendingContent: number;
  scheduledContent: number;
  totalViews: number;
  totalLikes: number;
  totalComments: number;
  totalShares: number;
  /** (likes + comments + shares) / views, as a percentage with one decimal. */
  averageEngagement: number;
  topPerformingContent: Array<{
    id: string;
    title: string;
    viewsCount: number;
    likesCount: number;
  }>;
  recentActivity: Array<{ date: string; posts: number; views: number; likes: number }>;
}

/** The answer of `POST /api/upload`. */
export interface UploadedMediaDto {
  mediaId: string;
  url: string;
  fileUrl: string;
  type: MediaKind;
  size: number;
  status: MediaStatus;
}
