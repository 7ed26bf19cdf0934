import { REVIEWED_POST_FIELDS } from '@tessera/contracts';
import type { Post } from './post.schema';

export type ReviewedField = (typeof REVIEWED_POST_FIELDS)[number];

/** Statuses in which a post is, or is about to be, in public view. */
const IN_VIEW: readonly Post['status'][] = ['published', 'scheduled'];

function sameValue(current: unknown, next: unknown): boolean {
  if (Array.isArray(current) && Array.isArray(next)) {
    return current.length === next.length && current.every((value, at) => value === next[at]);
  }
  return (current ?? null) === (next ?? null);
}

/** The reviewed fields (media, body, privacy level, tiers, price) an edit really changes. */
export function reviewedChanges(current: Post, edit: Partial<Post>): ReviewedField[] {
  return REVIEWED_POST_FIELDS.filter(
    (field) => field in edit && !sameValue(current[field], edit[field]),
  );
}

/**
 * What an edit adds when it takes an approved post back to review: the approval is withdrawn, and
 * a post in view (published, or scheduled on the strength of its approval) waits for an admin
 * again. Other statuses stay, and the post is reviewed when its creator next publishes it.
 */
export function backToReview(current: Post): Partial<Post> {
  return {
    moderationStatus: 'pending',
    moderatedBy: null,
    moderatedAt: null,
    ...(IN_VIEW.includes(current.status) ? { status: 'pending' as const } : {}),
  };
}
