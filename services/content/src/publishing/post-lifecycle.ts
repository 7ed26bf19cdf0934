import { Injectable } from '@nestjs/common';
import type { EventEnvelope, PostStatus } from '@tessera/contracts';
import { Timelines } from '../feed/timelines';
import {
  contentPublished,
  contentReviewRequested,
  contentUpdated,
} from '../posts/post-event.builder';
import type { Post } from '../posts/post.schema';
import { PostsRepository } from '../posts/posts.repository';
import { PublishScheduler } from './publish-scheduler';

/** Events a caller adds to a move, written in the same change as the move's own event. */
type AlsoAnnounce = (next: Post) => EventEnvelope[];

/** A schedule this close is published at once rather than through a job. */
const DUE_TOLERANCE_MS = 1_000;

/** Whether a post's scheduled time has come (or is within the tolerance of `now`). */
export function isDue(post: Pick<Post, 'scheduledAt'>, now: Date): boolean {
  return !!post.scheduledAt && post.scheduledAt.getTime() <= now.getTime() + DUE_TOLERANCE_MS;
}

/**
 * The moves of a post between statuses that affect who sees it, each with its event, and the
 * timelines and schedule kept in step. Every move is conditional on the status it starts from,
 * so a repeated or concurrent move happens once.
 */
@Injectable()
export class PostLifecycle {
  constructor(
    private readonly posts: PostsRepository,
    private readonly timelines: Timelines,
    private readonly scheduler: PublishScheduler,
  ) {}

  /** Approved or not moderated: published now, or scheduled when its time is ahead. */
  async release(
    id: string,
    from: readonly PostStatus[],
    actorId: string,
    extra: Partial<Post> = {},
    alsoAnnounce: AlsoAnnounce = () => [],
  ) {
    const now = new Date();
    const changed = await this.posts.change(id, from, (current) => {
      const at = current.scheduledAt;
      if (at && at.getTime() > now.getTime() + DUE_TOLERANCE_MS) {
        return {
          set: { ...extra, status: 'scheduled' },
          events: (next) => [contentUpdated(next, actorId), ...alsoAnnounce(next)],
        };
      }
      return {
        set: { ...extra, status: 'published', publishedAt: now },
        events: (next) => [contentPublished(next, actorId), ...alsoAnnounce(next)],
      };
    });
    await this.afterMove(changed);
    return changed;
  }

  /** The delayed job's work: publishes a still-scheduled post whose time has come. */
  async publishIfDue(id: string, now: Date): Promise<Post | null> {
    const changed = await this.posts.change(id, ['scheduled'], (current) =>
      isDue(current, now)
        ? {
            set: { status: 'published', publishedAt: now },
            events: (next) => [contentPublished(next, current.creatorId, true)],
          }
        : null,
    );
    await this.afterMove(changed);
    return changed;
  }

  /** Takes a post out of view (archive, back to draft, rejection) with the given status. */
  async withdraw(
    id: string,
    from: readonly PostStatus[],
    to: PostStatus,
    actorId: string,
    extra: Partial<Post> = {},
    alsoAnnounce: AlsoAnnounce = () => [],
  ): Promise<Post | null> {
    const changed = await this.posts.change(id, from, () => ({
      set: { ...extra, status: to },
      events: (next) => [contentUpdated(next, actorId), ...alsoAnnounce(next)],
    }));
    if (changed) await this.timelines.remove(changed);
    return changed;
  }

  /** Sends a post to review, out of view, announcing it to the admins' queue. */
  async submitForReview(
    id: string,
    from: readonly PostStatus[],
    actorId: string,
  ): Promise<Post | null> {
    const changed = await this.posts.change(id, from, () => ({
      set: { status: 'pending', moderationStatus: 'pending' },
      events: (next) => [contentUpdated(next, actorId), contentReviewRequested(next, actorId)],
    }));
    if (changed) await this.timelines.remove(changed);
    return changed;
  }

  /** A removed post leaves every timeline. */
  async forget(post: Pick<Post, '_id' | 'creatorId'>): Promise<void> {
    await this.timelines.remove(post);
  }

  private async afterMove(post: Post | null): Promise<void> {
    if (!post) return;
    if (post.status === 'published') await this.timelines.add(post);
    if (post.status === 'scheduled' && post.scheduledAt)
      await this.scheduler.arm(post._id, post.scheduledAt);
  }
}
