import { Inject, Injectable, type OnApplicationBootstrap } from '@nestjs/common';
import { REDIS_CLIENT, SERVICE_CONFIG } from '@tessera/platform';
import type { ContentConfig } from '../config/content-config';
import type { Redis } from 'ioredis';
import { PostsRepository } from '../posts/posts.repository';
import type { Post } from '../posts/post.schema';

export interface TimelineEntry {
  postId: string;
  /** Publication time in ms, the sort key. */
  score: number;
}

/** A position in a timeline: entries strictly after it come next. */
export interface TimelineCursor {
  score: number;
  postId: string;
}

type TimelinePost = Pick<Post, '_id' | 'creatorId' | 'publishedAt' | 'privacyLevel'>;

/**
 * Published posts ordered by time in Redis sorted sets: one per creator, one of public posts, and
 * an engagement ranking. They are derived data: rebuilt from the database when Redis has lost
 * them, so feeds never depend on database scans.
 */
@Injectable()
export class Timelines implements OnApplicationBootstrap {
  private readonly builtMarker: string;
  private readonly publicKey: string;
  private readonly trendingKey: string;
  private readonly prefix: string;

  constructor(
    @Inject(REDIS_CLIENT) private readonly redis: Redis,
    @Inject(SERVICE_CONFIG) config: ContentConfig,
    private readonly posts: PostsRepository,
  ) {
    this.prefix = `${config.CONTENT_REDIS_PREFIX}:timeline:`;
    this.builtMarker = `${this.prefix}built`;
    this.publicKey = `${this.prefix}public`;
    this.trendingKey = `${this.prefix}trending`;
  }

  private creatorKey(creatorId: string): string {
    return `${this.prefix}creator:${creatorId}`;
  }

  async onApplicationBootstrap(): Promise<void> {
    if (await this.redis.exists(this.builtMarker)) return;
    await this.rebuild();
  }

  async rebuild(): Promise<void> {
    const published = await this.posts.publishedIndex();
    const batch = this.redis.pipeline();
    for (const post of published) this.queueAdd(batch, post);
    batch.set(this.builtMarker, new Date().toISOString());
    await batch.exec();
  }

  async add(post: TimelinePost): Promise<void> {
    const batch = this.redis.pipeline();
    this.queueAdd(batch, post);
    await batch.exec();
  }

  async remove(post: Pick<Post, '_id' | 'creatorId'>): Promise<void> {
    await this.redis
      .pipeline()
      .zrem(this.creatorKey(post.creatorId), post._id)
      .zrem(this.publicKey, post._id)
      .zrem(this.trendingKey, post._id)
      .exec();
  }

  /** Raises a ranked post in trending; posts not ranked (not public, removed) stay out. */
  async bumpTrending(postId: string, by: number): Promise<void> {
    await this.redis.zadd(this.trendingKey, 'XX', 'INCR', by, postId);
  }

  /** The newest entries of several creators merged, after `cursor`. */
  async ofCreators(
    creatorIds: readonly string[],
    cursor: TimelineCursor | null,
    limit: number,
  ): Promise<TimelineEntry[]> {
    if (creatorIds.length === 0) return [];
    const batch = this.redis.pipeline();
    for (const creatorId of creatorIds) {
      batch.zrevrangebyscore(
        this.creatorKey(creatorId),
        cursor ? cursor.score : '+inf',
        '-inf',
        'WITHSCORES',
        'LIMIT',
        0,
        limit + 1,
      );
    }
    const replies = (await batch.exec()) ?? [];
    const entries = replies.flatMap(([error, reply]) => (error ? [] : pairs(reply as string[])));
    return newestAfter(entries, cursor, limit);
  }

  async publicRecent(limit: number): Promise<TimelineEntry[]> {
    return pairs(await this.redis.zrevrange(this.publicKey, 0, limit - 1, 'WITHSCORES'));
  }

  async trending(limit: number): Promise<string[]> {
    return this.redis.zrevrange(this.trendingKey, 0, limit - 1);
  }

  private queueAdd(batch: ReturnType<Redis['pipeline']>, post: TimelinePost): void {
    const score = (post.publishedAt ?? new Date()).getTime();
    batch.zadd(this.creatorKey(post.creatorId), score, post._id);
    if (post.privacyLevel === 'public') {
      batch.zadd(this.publicKey, score, post._id);
      batch.zadd(this.trendingKey, 'NX', 0, post._id);
    }
  }
}

function pairs(flat: string[]): TimelineEntry[] {
  const entries: TimelineEntry[] = [];
  for (let index = 0; index + 1 < flat.length; index += 2) {
    entries.push({ postId: flat[index], score: Number(flat[index + 1]) });
  }
  return entries;
}

/** Newest first, ties broken by id, strictly after the cursor. */
export function newestAfter(
  entries: readonly TimelineEntry[],
  cursor: TimelineCursor | null,
  limit: number,
): TimelineEntry[] {
  const after = (entry: TimelineEntry) =>
    !cursor ||
    entry.score < cursor.score ||
    (entry.score === cursor.score && entry.postId > cursor.postId);
  return [...entries]
    .filter(after)
    .sort((a, b) => b.score - a.score || a.postId.localeCompare(b.postId))
    .slice(0, limit);
}
