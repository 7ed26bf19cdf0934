import { Injectable } from '@nestjs/common';
import type { ContentDto, ModerationDecision, Paginated } from '@tessera/contracts';
import { type AuthenticatedUser, badRequest, notFound } from '@tessera/platform';
import { Timelines } from '../feed/timelines';
import { PostLifecycle } from '../publishing/post-lifecycle';
import { contentModerated, contentRemoved, contentUpdated } from '../posts/post-event.builder';
import type { Post } from '../posts/post.schema';
import { PostPresenter } from '../posts/post-presenter';
import { PostsRepository } from '../posts/posts.repository';
import { CONTENT_NOT_FOUND } from '../posts/posts.service';

export const NOT_AWAITING_MODERATION = 'This content is not waiting for moderation';

/** Admins approve or reject posts waiting for review; approval publishes or schedules them. */
@Injectable()
export class ModerationService {
  constructor(
    private readonly posts: PostsRepository,
    private readonly lifecycle: PostLifecycle,
    private readonly presenter: PostPresenter,
    private readonly timelines: Timelines,
  ) {}

  async pending(
    admin: AuthenticatedUser,
    page: number,
    limit: number,
  ): Promise<Paginated<ContentDto>> {
    const { posts, total } = await this.posts.list({ statuses: ['pending'] }, page, limit);
    return { items: await this.presenter.present(posts, admin), page, limit, total };
  }

  async decide(
    id: string,
    admin: AuthenticatedUser,
    decision: ModerationDecision,
  ): Promise<ContentDto> {
    return this.presenter.presentOne(await this.decideAs(id, admin.id, decision), admin);
  }

  /** The decision itself, for an admin signed in here or, over the internal route, in admin. */
  async decideAs(id: string, actorId: string, decision: ModerationDecision): Promise<Post> {
    const post = await this.posts.findLive(id);
    if (!post) throw notFound(CONTENT_NOT_FOUND);
    if (post.status !== 'pending') throw badRequest(NOT_AWAITING_MODERATION);
    const review = {
      moderatedBy: actorId,
      moderatedAt: new Date(),
      moderationNotes: decision.notes,
    };
    const reason = decision.notes;
    // The creator is told of the decision by an event written in the same change as the post.
    const changed =
      decision.decision === 'approve'
        ? await this.lifecycle.release(
            id,
            ['pending'],
            actorId,
            { ...review, moderationStatus: 'approved' },
            (next) => [contentModerated(next, 'approved', reason, actorId)],
          )
        : await this.lifecycle.withdraw(
            id,
            ['pending'],
            'rejected',
            actorId,
            { ...review, moderationStatus: 'rejected' },
            (next) => [contentModerated(next, 'rejected', reason, actorId)],
          );
    if (!changed) throw badRequest(NOT_AWAITING_MODERATION);
    return changed;
  }

  /**
   * An admin's removal of a post, for a report upheld; removing a removed post changes nothing.
   * Unlike a creator's deletion its media are kept, so an appeal overturned can bring it back.
   */
  async removeAs(id: string, actorId: string, reason: string): Promise<Post> {
    const post = await this.posts.findStored(id);
    if (!post) throw notFound(CONTENT_NOT_FOUND);
    if (post.deletedAt) return post;
    const removed = await this.posts.change(id, null, () => ({
      set: { deletedAt: new Date(), ...(reason ? { moderationNotes: reason } : {}) },
      events: (next) => [contentRemoved(next, actorId)],
    }));
    if (removed) await this.lifecycle.forget(post);
    return removed ?? post;
  }

  /** Brings back a post an admin removed, for an appeal overturned; a live post is left as it is. */
  async restoreAs(id: string, actorId: string): Promise<Post> {
    const post = await this.posts.findStored(id);
    if (!post) throw notFound(CONTENT_NOT_FOUND);
    if (!post.deletedAt) return post;
    const restored = await this.posts.restoreRemoved(id, (next) => [contentUpdated(next, actorId)]);
    if (!restored) return (await this.posts.findStored(id)) ?? post;
    if (restored.status === 'published') await this.timelines.add(restored);
    return restored;
  }
}
