import type { EventInput, TypedEvent } from '@tessera/contracts';
import { buildEvent } from '@tessera/platform';
import type { ReviewedField } from './post-review';
import type { Post } from './post.schema';

const PRODUCER = 'content';

/** What content's events say of a post; the internal export for search says the same. */
export function summaryOf(post: Post): Omit<EventInput<'content.updated'>, 'updatedAt'> {
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
  };
}

/** `scheduled`: published by its schedule coming due rather than by someone publishing it now. */
export function contentPublished(
  post: Post,
  actorId: string,
  scheduled = false,
): TypedEvent<'content.published'> {
  return buildEvent(
    'content.published',
    {
      ...summaryOf(post),
      publishedAt: (post.publishedAt ?? new Date()).toISOString(),
      scheduled,
    },
    { producer: PRODUCER, key: post._id, actorId },
  );
}

export function contentUpdated(post: Post, actorId: string): TypedEvent<'content.updated'> {
  return buildEvent(
    'content.updated',
    { ...summaryOf(post), updatedAt: new Date().toISOString() },
    { producer: PRODUCER, key: post._id, actorId },
  );
}

export function contentRemoved(post: Post, actorId: string): TypedEvent<'content.removed'> {
  return buildEvent(
    'content.removed',
    {
      contentId: post._id,
      creatorId: post.creatorId,
      removedBy: actorId,
      removedAt: new Date().toISOString(),
    },
    { producer: PRODUCER, key: post._id, actorId },
  );
}

/** The post went back to review because its creator edited what review had approved. */
export function contentResubmitted(
  post: Post,
  changed: ReviewedField[],
  actorId: string,
): TypedEvent<'content.resubmitted'> {
  return buildEvent(
    'content.resubmitted',
    {
      contentId: post._id,
      creatorId: post.creatorId,
      title: post.title,
      status: post.status,
      changed,
      resubmittedAt: new Date().toISOString(),
    },
    { producer: PRODUCER, key: post._id, actorId },
  );
}

/** An admin's decision on a post in review, for its creator; `reason` is the moderator's note. */
export function contentModerated(
  post: Pick<Post, '_id' | 'creatorId' | 'title' | 'status'>,
  decision: 'approved' | 'rejected',
  reason: string,
  actorId: string,
): TypedEvent<'content.moderated'> {
  return buildEvent(
    'content.moderated',
    {
      contentId: post._id,
      creatorId: post.creatorId,
      title: post.title,
      decision,
      reason,
      status: post.status,
      moderatedAt: new Date().toISOString(),
    },
    { producer: PRODUCER, key: post._id, actorId },
  );
}

/** The post waits for an admin's review: created or submitted, or edited, while moderation is required. */
export function contentReviewRequested(
  post: Pick<Post, '_id' | 'creatorId' | 'title' | 'type'>,
  actorId: string,
): TypedEvent<'content.review_requested'> {
  return buildEvent(
    'content.review_requested',
    {
      contentId: post._id,
      creatorId: post.creatorId,
      title: post.title,
      type: post.type,
      requestedAt: new Date().toISOString(),
    },
    { producer: PRODUCER, key: post._id, actorId },
  );
}
