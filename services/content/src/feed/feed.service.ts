import { Injectable } from '@nestjs/common';
import type { ContentCreatorDto, ContentDto, ContentFeedPage, FeedQuery } from '@tessera/contracts';
import type { AuthenticatedUser } from '@tessera/platform';
import { isSubscriptionActive } from '@tessera/rules';
import { CreatorProfilesRepository } from '../creators/creator-profiles.repository';
import { PostPresenter } from '../posts/post-presenter';
import { PostsRepository } from '../posts/posts.repository';
import { type TimelineCursor, Timelines } from './timelines';

export interface ExplorePage {
  trending: ContentDto[];
  recent: ContentDto[];
  creators: ContentCreatorDto[];
}

/** Timelines read from Redis, posts by id: no database scan on the hot path. */
@Injectable()
export class FeedService {
  constructor(
    private readonly timelines: Timelines,
    private readonly posts: PostsRepository,
    private readonly presenter: PostPresenter,
    private readonly creators: CreatorProfilesRepository,
  ) {}

  /** Posts of the creators the viewer subscribes to now, and their own, newest first. */
  async feed(user: AuthenticatedUser, query: FeedQuery): Promise<ContentFeedPage> {
    const viewer = await this.presenter.viewerOf(user);
    const now = new Date();
    const followed = Object.entries(viewer.entitlements?.creators ?? {})
      .filter(([, subscription]) => isSubscriptionActive(subscription, now))
      .map(([creatorId]) => creatorId);
    const cursor = parseCursor(query.cursor);
    const entries = await this.timelines.ofCreators([...followed, user.id], cursor, query.limit);
    const posts = await this.posts.findManyLive(entries.map((entry) => entry.postId));
    const last = entries.at(-1);
    return {
      items: await this.presenter.present(posts, user, viewer),
      nextCursor: entries.length === query.limit && last ? `${last.score}:${last.postId}` : null,
    };
  }

  async explore(user: AuthenticatedUser | null, limit: number): Promise<ExplorePage> {
    const [trendingIds, recentEntries, creators] = await Promise.all([
      this.timelines.trending(limit),
      this.timelines.publicRecent(limit),
      this.creators.newest(limit),
    ]);
    const [trending, recent] = await Promise.all([
      this.posts.findManyLive(trendingIds),
      this.posts.findManyLive(recentEntries.map((entry) => entry.postId)),
    ]);
    return {
      trending: await this.presenter.present(trending, user),
      recent: await this.presenter.present(recent, user),
      creators,
    };
  }
}

function parseCursor(cursor: string | undefined): TimelineCursor | null {
  if (!cursor) return null;
  const [score, postId] = cursor.split(':');
  return { score: Number(score), postId };
}
