import type { ExportedPost } from '@tessera/contracts';
import { summaryOf } from '../posts/post-event.builder';
import type { Post } from '../posts/post.schema';

/** A stored post as search indexes it: what the content events say of it, and its counters. */
export function toExportedPost(post: Post): ExportedPost {
  return {
    ...summaryOf(post),
    priceCents: post.priceCents ?? null,
    publishedAt: post.publishedAt?.toISOString() ?? null,
    updatedAt: post.updatedAt.toISOString(),
    likesCount: post.likesCount,
    commentsCount: post.commentsCount,
    viewsCount: post.viewsCount,
  };
}
