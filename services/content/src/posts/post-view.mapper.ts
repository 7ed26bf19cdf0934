import type { ContentAccessDto, ContentCreatorDto, ContentDto, MediaDto } from '@tessera/contracts';
import type { Post } from './post.schema';

export interface ViewerState {
  liked: boolean;
  bookmarked: boolean;
}

/**
 * A post as one viewer may see it. Without access the media, their URLs and the text body are
 * left out entirely (not blanked), so nothing private reaches the client; the card keeps its
 * title, creator, counts and blurred preview.
 */
export function toContentDto(
  post: Post,
  creator: ContentCreatorDto,
  access: ContentAccessDto,
  media: MediaDto[],
  viewer: ViewerState,
): ContentDto {
  const first = media[0];
  const previewUrl = first?.previewUrl;
  const video = media.find((item) => item.type === 'video');
  const shared = {
    id: post._id,
    creatorId: post.creatorId,
    creator,
    title: post.title,
    description: post.description,
    type: post.type,
    isPublic: post.privacyLevel === 'public',
    requiresSubscription: post.privacyLevel !== 'public',
    privacyLevel: post.privacyLevel,
    status: post.status,
    moderationStatus: post.moderationStatus,
    ...(post.moderationNotes ? { moderationNotes: post.moderationNotes } : {}),
    scheduledAt: post.scheduledAt?.toISOString() ?? null,
    publishedAt: post.publishedAt?.toISOString() ?? null,
    tags: post.tags,
    category: post.category,
    folderId: post.folderId,
    ...(post.priceCents ? { priceCents: post.priceCents } : {}),
    likesCount: post.likesCount,
    commentsCount: post.commentsCount,
    viewsCount: post.viewsCount,
    sharesCount: post.sharesCount,
    ...(video?.duration !== undefined ? { duration: video.duration } : {}),
    viewer,
    access,
    createdAt: post.createdAt.toISOString(),
    updatedAt: post.updatedAt.toISOString(),
    ...(previewUrl ? { previewUrl } : {}),
  };
  if (!access.allowed) {
    return {
      ...shared,
      media: media.map(
        ({ mediaId, type, status, size, width, height, duration, previewUrl: preview }) => ({
          mediaId,
          type,
          status,
          size,
          ...(width !== undefined ? { width } : {}),
          ...(height !== undefined ? { height } : {}),
          ...(duration !== undefined ? { duration } : {}),
          ...(preview ? { previewUrl: preview } : {}),
        }),
      ),
    };
  }
  const urls = media.flatMap((item) => (item.url ? [item.url] : []));
  return {
    ...shared,
    body: post.body,
    media,
    ...(urls.length > 0 ? { mediaUrl: urls[0], mediaUrls: urls } : {}),
    ...(first?.thumbnailUrl ? { thumbnailUrl: first.thumbnailUrl } : {}),
  };
}
