import { randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import {
  type CommentDto,
  type Paginated,
  type ReportReason,
  SEVERITY_BY_REASON,
} from '@tessera/contracts';
import {
  type AuthenticatedUser,
  buildEvent,
  forbidden,
  notFound,
  REDIS_CLIENT,
  SERVICE_CONFIG,
} from '@tessera/platform';
import type { ContentConfig } from '../config/content-config';
import type { Redis } from 'ioredis';
import { CreatorProfilesRepository } from '../creators/creator-profiles.repository';
import { Timelines } from '../feed/timelines';
import { PostPresenter } from '../posts/post-presenter';
import type { Post } from '../posts/post.schema';
import { type EngagementCounter, PostsRepository } from '../posts/posts.repository';
import { CONTENT_NOT_FOUND } from '../posts/posts.service';
import { CommentsRepository } from './comments.repository';
import {
  contentCommented,
  contentEngagementChanged,
  contentLiked,
} from './engagement-event.builder';
import type { ReactionKind } from '../posts/reaction.schema';
import { ReactionsRepository } from '../posts/reactions.repository';
import { ReportsRepository } from './reports.repository';
import { type VisitorClient, viewerKey } from './view-visitor';

/** A viewer (signed in or not) counts once per post per day, however often they open it. */
const VIEW_WINDOW_SECONDS = 24 * 3600;
const TRENDING_WEIGHT = { like: 3, comment: 5, view: 1 } as const;

/** Likes, bookmarks, comments, views and reports, for viewers who may see the post. */
@Injectable()
export class EngagementService {
  constructor(
    private readonly posts: PostsRepository,
    private readonly presenter: PostPresenter,
    private readonly reactions: ReactionsRepository,
    private readonly comments: CommentsRepository,
    private readonly reports: ReportsRepository,
    private readonly creators: CreatorProfilesRepository,
    private readonly timelines: Timelines,
    @Inject(REDIS_CLIENT) private readonly redis: Redis,
    @Inject(SERVICE_CONFIG) private readonly config: ContentConfig,
  ) {}

  async react(user: AuthenticatedUser, postId: string, kind: ReactionKind, on: boolean) {
    const post = await this.accessiblePost(user, postId);
    const events = kind === 'like' ? [contentLiked(post, user.id, new Date())] : [];
    const changed = on
      ? await this.reactions.add(kind, postId, user.id, events)
      : await this.reactions.remove(kind, postId, user.id);
    if (kind === 'bookmark') return { bookmarked: on };
    const likesCount = changed
      ? (await this.moveCounter(post, 'likesCount', on ? 1 : -1, user.id))?.likesCount
      : post.likesCount;
    if (changed)
      await this.timelines.bumpTrending(postId, on ? TRENDING_WEIGHT.like : -TRENDING_WEIGHT.like);
    return { liked: on, likesCount: likesCount ?? 0 };
  }

  async view(
    user: AuthenticatedUser | null,
    postId: string,
    client: VisitorClient,
  ): Promise<{ viewsCount: number }> {
    const post = await this.accessiblePost(user, postId);
    const counted = await this.redis.set(
      `${this.config.CONTENT_REDIS_PREFIX}:viewed:${postId}:${viewerKey(user, client)}`,
      '1',
      'EX',
      VIEW_WINDOW_SECONDS,
      'NX',
    );
    if (counted !== 'OK') return { viewsCount: post.viewsCount };
    await this.timelines.bumpTrending(postId, TRENDING_WEIGHT.view);
    const counts = await this.moveCounter(post, 'viewsCount', 1, user?.id);
    return { viewsCount: counts?.viewsCount ?? post.viewsCount };
  }

  async listComments(user: AuthenticatedUser | null, postId: string, page: number, limit: number) {
    await this.accessiblePost(user, postId);
    const { comments, total } = await this.comments.page(postId, page, limit);
    const authors = await this.creators.summaries(comments.map((comment) => comment.authorId));
    const items: CommentDto[] = comments.map((comment) => ({
      id: comment._id,
      contentId: comment.postId,
      author: authors.get(comment.authorId)!,
      text: comment.text,
      createdAt: comment.createdAt.toISOString(),
    }));
    return { items, page, limit, total } satisfies Paginated<CommentDto>;
  }

  async comment(user: AuthenticatedUser, postId: string, text: string): Promise<CommentDto> {
    const post = await this.accessiblePost(user, postId);
    const id = randomUUID();
    const comment = await this.comments.create({ _id: id, postId, authorId: user.id, text }, [
      contentCommented(post, { id, authorId: user.id, text, at: new Date() }),
    ]);
    await this.moveCounter(post, 'commentsCount', 1, user.id);
    await this.timelines.bumpTrending(postId, TRENDING_WEIGHT.comment);
    return {
      id: comment._id,
      contentId: postId,
      author: await this.creators.summary(user.id),
      text,
      createdAt: comment.createdAt.toISOString(),
    };
  }

  /** Any viewer who can find the post may report it, locked or not; a repeat report is ignored. */
  async report(user: AuthenticatedUser, postId: string, reason: ReportReason, description: string) {
    const post = await this.visiblePost(user, postId);
    const flaggedAt = new Date();
    const flagId = `${postId}:${user.id}`;
    await this.reports.createOnce(
      { _id: flagId, contentId: postId, reportedBy: user.id, reason, description },
      [
        buildEvent(
          'content.flagged',
          {
            contentId: postId,
            creatorId: post.creatorId,
            flagId,
            reason,
            description,
            severity: SEVERITY_BY_REASON[reason],
            flaggedBy: user.id,
            flaggedAt: flaggedAt.toISOString(),
          },
          { producer: 'content', key: postId, actorId: user.id },
        ),
      ],
    );
  }

  /** Moves a counter and records content.engagement_changed with the counts in the same write. */
  private moveCounter(post: Post, field: EngagementCounter, by: number, actorId?: string) {
    return this.posts.moveCounter(post._id, field, by, (counts, at) => [
      contentEngagementChanged(post, counts, at, actorId),
    ]);
  }

  private async visiblePost(user: AuthenticatedUser | null, postId: string): Promise<Post> {
    const post = await this.posts.findLive(postId);
    const own = !!user && (user.id === post?.creatorId || user.role === 'admin');
    if (!post || (post.status !== 'published' && !own)) throw notFound(CONTENT_NOT_FOUND);
    return post;
  }

  private async accessiblePost(user: AuthenticatedUser | null, postId: string): Promise<Post> {
    const post = await this.visiblePost(user, postId);
    const viewer = await this.presenter.viewerOf(user);
    const [access] = await this.presenter.decide([post], viewer, new Date());
    if (!access.allowed) throw forbidden(access.reason);
    return post;
  }
}
