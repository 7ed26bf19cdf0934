import type { TypedEvent } from '@tessera/contracts';
import { buildEvent } from '@tessera/platform';
import type { Post } from '../posts/post.schema';
import type { EngagementCounts } from '../posts/posts.repository';

const PRODUCER = 'content';
/** Longest comment excerpt an event carries; consumers show a preview, never the whole text. */
const EXCERPT_LENGTH = 200;

export function contentCommented(
  post: Post,
  comment: { id: string; authorId: string; text: string; at: Date },
): TypedEvent<'content.commented'> {
  return buildEvent(
    'content.commented',
    {
      commentId: comment.id,
      contentId: post._id,
      creatorId: post.creatorId,
      authorId: comment.authorId,
      postTitle: post.title,
      excerpt: comment.text.slice(0, EXCERPT_LENGTH),
      commentedAt: comment.at.toISOString(),
    },
    { producer: PRODUCER, key: post._id, actorId: comment.authorId },
  );
}

export function contentLiked(post: Post, userId: string, at: Date): TypedEvent<'content.liked'> {
  return buildEvent(
    'content.liked',
    {
      contentId: post._id,
      creatorId: post.creatorId,
      userId,
      postTitle: post.title,
      likedAt: at.toISOString(),
    },
    { producer: PRODUCER, key: post._id, actorId: userId },
  );
}

/** The post's counters as stored by the like, unlike, comment or view that moved one of them. */
export function contentEngagementChanged(
  post: Pick<Post, '_id' | 'creatorId'>,
  counts: EngagementCounts,
  at: Date,
  actorId: string | undefined,
): TypedEvent<'content.engagement_changed'> {
  return buildEvent(
    'content.engagement_changed',
    {
      contentId: post._id,
      creatorId: post.creatorId,
      likesCount: counts.likesCount,
      commentsCount: counts.commentsCount,
      viewsCount: counts.viewsCount,
      changedAt: at.toISOString(),
    },
    { producer: PRODUCER, key: post._id, actorId },
  );
}
