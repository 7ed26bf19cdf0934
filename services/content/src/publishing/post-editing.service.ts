import { randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import type { ContentDto, CreateContentRequest, UpdateContentRequest } from '@tessera/contracts';
import {
  type AuthenticatedUser,
  badRequest,
  forbidden,
  notFound,
  PlatformSettingsReader,
  SERVICE_CONFIG,
} from '@tessera/platform';
import { checkUpload, isRole } from '@tessera/rules';
import type { ContentConfig } from '../config/content-config';
import { PlatformPlansRepository } from '../entitlements/platform-plans.repository';
import { FoldersRepository } from '../library/folders.repository';
import { MediaLibrary } from '../media/media-library';
import {
  contentRemoved,
  contentResubmitted,
  contentReviewRequested,
  contentUpdated,
} from '../posts/post-event.builder';
import { PostPresenter } from '../posts/post-presenter';
import { backToReview, reviewedChanges } from '../posts/post-review';
import type { Post } from '../posts/post.schema';
import { type NewPost, PostsRepository } from '../posts/posts.repository';
import { canManage } from '../posts/post-access';
import { CONTENT_NOT_FOUND, PostsService } from '../posts/posts.service';
import { DailyPostCounter } from './daily-post-counter';
import { PostLifecycle } from './post-lifecycle';
import { PublishingRules } from './publishing-rules';

export const NOT_YOUR_CONTENT = 'Only the creator of this content or an admin can change it';
export const SCHEDULE_IN_PAST = 'The scheduled time must be in the future';

/** Creating, editing and removing posts, and the creator's status moves. */
@Injectable()
export class PostEditingService {
  constructor(
    @Inject(SERVICE_CONFIG) private readonly config: ContentConfig,
    private readonly posts: PostsRepository,
    private readonly reads: PostsService,
    private readonly lifecycle: PostLifecycle,
    private readonly presenter: PostPresenter,
    private readonly media: MediaLibrary,
    private readonly plans: PlatformPlansRepository,
    private readonly folders: FoldersRepository,
    private readonly dailyPosts: DailyPostCounter,
    private readonly settings: PlatformSettingsReader,
    private readonly rules: PublishingRules,
  ) {}

  /**
   * Whether posts wait for an admin before publication: while the platform settings require
   * moderation without auto-approval. `CONTENT_MODERATION_REQUIRED=false` turns review off for
   * the whole deployment whatever the settings say.
   */
  private async reviewRequired(): Promise<boolean> {
    if (!this.config.CONTENT_MODERATION_REQUIRED) return false;
    const { content } = await this.settings.current();
    return content.moderationRequired && !content.autoApproval;
  }

  async create(user: AuthenticatedUser, input: CreateContentRequest): Promise<ContentDto> {
    const now = new Date();
    const decision = checkUpload({
      user: { id: user.id, role: user.role, subscription: await this.plans.snapshotOf(user.id) },
      uploadsToday: await this.dailyPosts.count(user.id, now),
      now,
    });
    if (!decision.allowed) throw forbidden(decision.reason);
    const scheduledAt = input.scheduledAt ? new Date(input.scheduledAt) : null;
    if (scheduledAt && scheduledAt.getTime() <= now.getTime()) throw badRequest(SCHEDULE_IN_PAST);
    await this.assertFolder(user, input.folderId);
    this.assertTypeMatchesMedia(input.type, input.mediaIds);
    await this.rules.assertNoBannedTerm(input);
    // Anything but a draft is on its way to publication: review, a schedule or at once.
    if (!input.saveAsDraft && !isRole(user.role, 'admin')) {
      await this.rules.assertMayPublish(user.id);
      await this.rules.assertTierForPost(user.id, input);
    }

    const id = randomUUID();
    await this.media.claimForPost(user.id, input.mediaIds, id);
    const moderated = await this.reviewRequired();
    const draft: NewPost = {
      _id: id,
      creatorId: user.id,
      title: input.title,
      description: input.description,
      body: input.body,
      type: input.type,
      mediaIds: input.mediaIds,
      privacyLevel: input.privacyLevel,
      status: input.saveAsDraft ? 'draft' : 'pending',
      moderationStatus: moderated ? 'pending' : 'approved',
      moderationNotes: '',
      moderatedBy: null,
      moderatedAt: null,
      scheduledAt,
      publishedAt: null,
      tags: input.tags,
      category: input.category,
      folderId: input.folderId,
      priceCents: input.priceCents,
      tierIds: input.tierIds,
      likesCount: 0,
      commentsCount: 0,
      viewsCount: 0,
      sharesCount: 0,
      deletedAt: null,
    };
    const post = await this.posts.create(
      draft,
      moderated && !input.saveAsDraft ? [contentReviewRequested(draft, user.id)] : [],
    );
    await this.dailyPosts.increment(user.id, now);
    const released =
      !input.saveAsDraft && !moderated
        ? await this.lifecycle.release(id, ['pending'], user.id)
        : null;
    return this.presenter.presentOne(released ?? post, user);
  }

  async update(
    id: string,
    user: AuthenticatedUser,
    input: UpdateContentRequest,
  ): Promise<ContentDto> {
    const post = await this.manageable(id, user);
    const { status, scheduledAt: scheduleText, ...fields } = input;
    if (fields.folderId) await this.assertFolder(user, fields.folderId);
    if (fields.mediaIds) {
      this.assertTypeMatchesMedia(fields.type ?? post.type, fields.mediaIds);
      await this.media.claimForPost(post.creatorId, fields.mediaIds, id);
    }
    const scheduledAt =
      scheduleText === undefined ? undefined : scheduleText ? new Date(scheduleText) : null;
    if (scheduledAt && scheduledAt.getTime() <= Date.now()) throw badRequest(SCHEDULE_IN_PAST);
    await this.assertPublishable(post, fields, status, user);
    const set: Partial<Post> = { ...fields, ...(scheduledAt !== undefined ? { scheduledAt } : {}) };

    const edited = Object.keys(set).length ? await this.edit(id, set, user) : post;
    if (!edited) throw notFound(CONTENT_NOT_FOUND);
    if (post.status === 'published' && edited.status !== 'published') {
      await this.lifecycle.forget(edited);
    }
    const moved = status ? await this.move(edited, status, user) : edited;
    // A new time for a scheduled post re-arms its schedule (or publishes it, when now due).
    const rescheduled =
      !status && scheduledAt && edited.status === 'scheduled'
        ? await this.lifecycle.release(id, ['scheduled'], user.id)
        : null;
    return this.presenter.presentOne(rescheduled ?? moved, user);
  }

  /**
   * An edit of the words is checked for banned terms, and so is a post about to be published with
   * the words it will have; publishing also asks for the creator's verification when required,
   * and a post for subscribers for a tier its creator sells.
   */
  private async assertPublishable(
    post: Post,
    fields: Omit<UpdateContentRequest, 'status' | 'scheduledAt'>,
    status: UpdateContentRequest['status'],
    user: AuthenticatedUser,
  ): Promise<void> {
    const publishing = status === 'published' && post.status !== 'published';
    const wordsEdited = [fields.title, fields.description, fields.tags].some(
      (f) => f !== undefined,
    );
    if (wordsEdited || publishing) {
      await this.rules.assertNoBannedTerm({
        title: fields.title ?? post.title,
        description: fields.description ?? post.description,
        tags: fields.tags ?? post.tags,
      });
    }
    if (isRole(user.role, 'admin')) return;
    if (publishing) await this.rules.assertMayPublish(post.creatorId);
    // An edit making a queued or live post one for subscribers asks for a tier, as publishing does.
    const out = !['draft', 'archived', 'rejected'].includes(post.status);
    const offerEdited = fields.privacyLevel !== undefined || fields.priceCents !== undefined;
    if (publishing || (out && offerEdited)) {
      await this.rules.assertTierForPost(post.creatorId, {
        privacyLevel: fields.privacyLevel ?? post.privacyLevel,
        priceCents: fields.priceCents !== undefined ? fields.priceCents : post.priceCents,
      });
    }
  }

  /**
   * Stores an edit with its event. While moderation is required, an edit by the creator that
   * changes what review approved (media, body, privacy level, tiers, price) takes the post back
   * to review, out of public view until an admin approves it again, and tells its creator with
   * `content.resubmitted`; so a published post's price, too, changes only through review.
   */
  private async edit(
    id: string,
    set: Partial<Post>,
    user: AuthenticatedUser,
  ): Promise<Post | null> {
    const reviewRequired = await this.reviewRequired();
    return this.posts.change(id, null, (current) => {
      const changed = reviewedChanges(current, set);
      const review =
        reviewRequired &&
        !isRole(user.role, 'admin') &&
        current.moderationStatus === 'approved' &&
        changed.length > 0;
      return {
        set: review ? { ...set, ...backToReview(current) } : set,
        events: (next) => [
          contentUpdated(next, user.id),
          ...(review
            ? [contentResubmitted(next, changed, user.id), contentReviewRequested(next, user.id)]
            : []),
        ],
      };
    });
  }

  async remove(id: string, user: AuthenticatedUser): Promise<void> {
    const post = await this.manageable(id, user);
    if (!(await this.removeAs(post, user.id))) throw notFound(CONTENT_NOT_FOUND);
  }

  /**
   * Removes a post for its creator or, over the internal route, for an admin, who gives the
   * reason kept in its moderation notes; false when it was gone already.
   */
  async removeAs(
    post: Pick<Post, '_id' | 'creatorId'>,
    actorId: string,
    reason?: string,
  ): Promise<boolean> {
    const removed = await this.posts.change(post._id, null, () => ({
      set: { deletedAt: new Date(), ...(reason ? { moderationNotes: reason } : {}) },
      events: (next) => [contentRemoved(next, actorId)],
    }));
    if (!removed) return false;
    await this.lifecycle.forget(post);
    await this.media.releaseForPost(post._id);
    return true;
  }

  /** A creator's status moves: archive, back to draft, or submit/publish. */
  private async move(post: Post, to: 'draft' | 'published' | 'archived', user: AuthenticatedUser) {
    if (to === post.status) return post;
    // An edit just sent it back to review: publishing is what review will do.
    if (to === 'published' && post.status === 'pending' && post.moderationStatus === 'pending') {
      return post;
    }
    if (to === 'archived') {
      return this.orConflict(
        await this.lifecycle.withdraw(
          post._id,
          ['draft', 'pending', 'scheduled', 'published', 'rejected'],
          'archived',
          user.id,
        ),
      );
    }
    if (to === 'draft') {
      return this.orConflict(
        await this.lifecycle.withdraw(
          post._id,
          ['pending', 'scheduled', 'published', 'archived', 'rejected'],
          'draft',
          user.id,
        ),
      );
    }
    if (
      post.moderationStatus === 'approved' ||
      isRole(user.role, 'admin') ||
      !(await this.reviewRequired())
    ) {
      return this.orConflict(
        await this.lifecycle.release(
          post._id,
          ['draft', 'archived', 'rejected', 'pending'],
          user.id,
        ),
      );
    }
    return this.orConflict(
      await this.lifecycle.submitForReview(post._id, ['draft', 'archived', 'rejected'], user.id),
    );
  }

  private orConflict(post: Post | null): Post {
    if (!post) throw badRequest('The content changed meanwhile; reload and try again');
    return post;
  }

  private async manageable(id: string, user: AuthenticatedUser): Promise<Post> {
    const post = await this.reads.findVisible(id, user);
    if (!canManage(user, post)) throw forbidden(NOT_YOUR_CONTENT);
    return post;
  }

  private async assertFolder(user: AuthenticatedUser, folderId: string | null | undefined) {
    if (folderId && !(await this.folders.ownedBy(folderId, user.id))) {
      throw badRequest('Folder not found', [{ field: 'folderId', message: 'Folder not found' }]);
    }
  }

  private assertTypeMatchesMedia(type: Post['type'], mediaIds: readonly string[]) {
    if (type !== 'text' && mediaIds.length === 0) {
      throw badRequest('A photo or video post needs at least one file', [
        { field: 'mediaIds', message: 'A photo or video post needs at least one file' },
      ]);
    }
  }
}
