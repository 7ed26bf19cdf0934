import type { ExportedPost } from '@tessera/contracts';
import type { Post } from '../posts/post.schema';

/** A stored post as search indexes it: what the content events say of it, and its counters. */
export function toExportedPost(post: Post): ExportedPost {
  return {
    contentId: post._id,
    creatorId: post.creatorId,
    title: post.title,
    description: post.description,
    type: post.type,
    privacyLevel: post.privacyLevel,
    isPublic: post.privacyLevel === 'public',
    tags: post.tags,
    category: post.category,
    status: post.status,
    priceCents: post.priceCents ?? null,
    publishedAt: post.publishedAt?.toISOString() ?? null,
    updatedAt: post.updatedAt.toISOString(),
    likesCount: post.likesCount,
    commentsCount: post.commentsCount,
    viewsCount: post.viewsCount,
  };
}
