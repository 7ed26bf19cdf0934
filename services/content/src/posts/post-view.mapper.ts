import type { ContentAccessDto, ContentCreatorDto, ContentDto, MediaDto } from '@tessera/contracts';
import type { Post } from './post.schema';

export interface ViewerState {
  liked: boolean;
  bookmarked: boolean;
}

type PostBase = Omit<
  ContentDto,
  'creator' | 'duration' | 'viewer' | 'access' | 'previewUrl' | 'media' | 'body'
>;

/** Posts read from the cache are shared and never modified, so their common part is built once. */
const bases = new WeakMap<Post, PostBase>();

/** What every viewer sees of the post itself, whatever their access. */
function postBase(post: Post): PostBase {
  const known = bases.get(post);
  if (known) return known;
  const base: PostBase = {
    id: post._id,
    creatorId: post.creatorId,
    title: post.title,
    description: post.description,
    type: post.type,
    isPublic: post.privacyLevel === 'public',
    requiresSubscription: post.privacyLevel !== 'public',
    privacyLevel: post.privacyLevel,
    status: post.status,
    moderationStatus: post.moderationStatus,
    moderationNotes: post.moderationNotes || undefined,
    scheduledAt: post.scheduledAt?.toISOString() ?? null,
    publishedAt: post.publishedAt?.toISOString() ?? null,
    tags: post.tags,
    category: post.category,
    folderId: post.folderId,
    priceCents: post.priceCents || undefined,
    likesCount: post.likesCount,
    commentsCount: post.commentsCount,
    viewsCount: post.viewsCount,
    sharesCount: post.sharesCount,
    createdAt: post.createdAt.toISOString(),
    updatedAt: post.updatedAt.toISOString(),
  };
  bases.set(post, base);
  return base;
}

/**
 * A post as one viewer may see it. Without access the media, their URLs and the text body are
 * left out entirely (not blanked), so nothing private reaches the client; the card keeps its
 * title, creator, counts and blurred preview. Feeds build twenty of these a request, so each is
 * one object literal, absent optional fields undefined (JSON leaves them out): spreading a view of
 * this size into another cost about 30 µs a post, more than the rest of the request.
 */
export function toContentDto(
  post: Post,
  creator: ContentCreatorDto,
  access: ContentAccessDto,
  media: MediaDto[],
  viewer: ViewerState,
): ContentDto {
  const base = postBase(post);
  const first = media.length > 0 ? media[0] : undefined;
  const duration = first ? media.find((item) => item.type === 'video')?.duration : undefined;
  const previewUrl = first?.previewUrl || undefined;
  if (!access.allowed) {
    return {
      id: base.id,
      creatorId: base.creatorId,
      creator,
      title: base.title,
      description: base.description,
      type: base.type,
      isPublic: base.isPublic,
      requiresSubscription: base.requiresSubscription,
      privacyLevel: base.privacyLevel,
      status: base.status,
      moderationStatus: base.moderationStatus,
      moderationNotes: base.moderationNotes,
      scheduledAt: base.scheduledAt,
      publishedAt: base.publishedAt,
      tags: base.tags,
      category: base.category,
      folderId: base.folderId,
      priceCents: base.priceCents,
      likesCount: base.likesCount,
      commentsCount: base.commentsCount,
      viewsCount: base.viewsCount,
      sharesCount: base.sharesCount,
      duration,
      viewer,
      access,
      createdAt: base.createdAt,
      updatedAt: base.updatedAt,
      previewUrl,
      media: media.map(lockedMedia),
    };
  }
  const urls = media.flatMap((item) => (item.url ? [item.url] : []));
  return {
    id: base.id,
    creatorId: base.creatorId,
    creator,
    title: base.title,
    description: base.description,
    type: base.type,
    isPublic: base.isPublic,
    requiresSubscription: base.requiresSubscription,
    privacyLevel: base.privacyLevel,
    status: base.status,
    moderationStatus: base.moderationStatus,
    moderationNotes: base.moderationNotes,
    scheduledAt: base.scheduledAt,
    publishedAt: base.publishedAt,
    tags: base.tags,
    category: base.category,
    folderId: base.folderId,
    priceCents: base.priceCents,
    likesCount: base.likesCount,
    commentsCount: base.commentsCount,
    viewsCount: base.viewsCount,
    sharesCount: base.sharesCount,
    duration,
    viewer,
    access,
    createdAt: base.createdAt,
    updatedAt: base.updatedAt,
    previewUrl,
    body: post.body,
    media,
    mediaUrl: urls.length > 0 ? urls[0] : undefined,
    mediaUrls: urls.length > 0 ? urls : undefined,
    thumbnailUrl: first?.thumbnailUrl || undefined,
  };
}

/** What a viewer without access sees of one file: its card and blurred preview, no full URL. */
function lockedMedia({
  mediaId,
  type,
  status,
  size,
  width,
  height,
  duration,
  previewUrl,
}: MediaDto): MediaDto {
  return {
    mediaId,
    type,
    status,
    size,
    width,
    height,
    duration,
    previewUrl: previewUrl || undefined,
  };
}
