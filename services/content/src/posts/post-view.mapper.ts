import type { ContentAccessDto, ContentCreatorDto, ContentDto, MediaDto } from '@tessera/contracts';
import type { Post } from './post.schema';

export interface ViewerState {
  liked: boolean;
  bookmarked: boolean;
}

/** What every viewer sees of the post itself, whatever their access. */
function postFields(post: Post) {
  return {
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
}

/**
 * A post as one viewer may see it. Without access the media, their URLs and the text body are
 * left out entirely (not blanked), so nothing private reaches the client; the card keeps its
 * title, creator, counts and blurred preview. Absent optional fields are undefined, which JSON
 * leaves out.
 */
export function toContentDto(
  post: Post,
  creator: ContentCreatorDto,
  access: ContentAccessDto,
  media: MediaDto[],
  viewer: ViewerState,
): ContentDto {
  const first = media.at(0);
  const card = {
    ...postFields(post),
    creator,
    duration: media.find((item) => item.type === 'video')?.duration,
    viewer,
    access,
    previewUrl: first?.previewUrl || undefined,
  };
  if (!access.allowed) return { ...card, media: media.map(lockedMedia) };
  const urls = media.flatMap((item) => (item.url ? [item.url] : []));
  return {
    ...card,
    body: post.body,
    media,
    mediaUrl: urls.at(0),
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
