import { Inject, Injectable, type OnApplicationBootstrap } from '@nestjs/common';
import {
  REDIS_CLIENT,
  SERVICE_CONFIG,
  CacheInvalidations,
  type ReadCache,
} from '@tessera/platform';
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

const HEADS_CACHE = 'timeline-heads';
/** The newest entries of a creator kept in memory: enough for the largest first page (50). */
const HEAD_SIZE = 50;

/**
 * Published posts ordered by time in Redis sorted sets: one per creator, one of public posts, and
 * an engagement ranking. They are derived data: rebuilt from the database when Redis has lost
 * them, so feeds never depend on database scans. The newest entries of each creator, which every
 * first feed page merges, are also cached in the process and invalidated on every replica when
 * the creator's timeline changes.
 */
@Injectable()
export class Timelines implements OnApplicationBootstrap {
  private readonly builtMarker: string;
  private readonly publicKey: string;
  private readonly trendingKey: string;
  private readonly prefix: string;
  private readonly heads: ReadCache<TimelineEntry[]>;

  constructor(
    @Inject(REDIS_CLIENT) private readonly redis: Redis,
    @Inject(SERVICE_CONFIG) config: ContentConfig,
    private readonly posts: PostsRepository,
    private readonly invalidations: CacheInvalidations,
  ) {
    this.prefix = `${config.CONTENT_REDIS_PREFIX}:timeline:`;
    this.builtMarker = `${this.prefix}built`;
    this.publicKey = `${this.prefix}public`;
    this.trendingKey = `${this.prefix}trending`;
    this.heads = invalidations.cache<TimelineEntry[]>(HEADS_CACHE, {
      maxEntries: 10_000,
      maxAgeMs: 60_000,
    });
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
    this.heads.clear();
  }

  async add(post: TimelinePost): Promise<void> {
    const batch = this.redis.pipeline();
    this.queueAdd(batch, post);
    await batch.exec();
    await this.invalidations.invalidate(HEADS_CACHE, [post.creatorId]);
  }

  async remove(post: Pick<Post, '_id' | 'creatorId'>): Promise<void> {
    await this.redis
      .pipeline()
      .zrem(this.creatorKey(post.creatorId), post._id)
      .zrem(this.publicKey, post._id)
      .zrem(this.trendingKey, post._id)
      .exec();
    await this.invalidations.invalidate(HEADS_CACHE, [post.creatorId]);
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
    if (cursor || limit > HEAD_SIZE) return this.ofCreatorsAfter(creatorIds, cursor, limit);
    const heads = await this.heads.getMany(creatorIds, (missing) => this.readHeads(missing));
    return mergeNewest(
      creatorIds.map((creatorId) => heads.get(creatorId) ?? []),
      limit,
    );
  }

  /** Each creator's newest entries in feed order (newest first, ties by id). */
  private async readHeads(creatorIds: string[]): Promise<Array<[string, TimelineEntry[]]>> {
    const batch = this.redis.pipeline();
    for (const creatorId of creatorIds) {
      batch.zrevrange(this.creatorKey(creatorId), 0, HEAD_SIZE - 1, 'WITHSCORES');
    }
    const replies = (await batch.exec()) ?? [];
    return creatorIds.map((creatorId, index) => {
      const [error, reply] = replies[index] ?? [new Error('no reply'), null];
      if (error) throw error;
      return [creatorId, pairs(reply as string[]).sort(newestFirst)];
    });
  }

  private async ofCreatorsAfter(
    creatorIds: readonly string[],
    cursor: TimelineCursor | null,
    limit: number,
  ): Promise<TimelineEntry[]> {
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

/** Feed order: newest first, ties broken by id. */
function newestFirst(a: TimelineEntry, b: TimelineEntry): number {
  return b.score - a.score || a.postId.localeCompare(b.postId);
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
  return [...entries].filter(after).sort(newestFirst).slice(0, limit);
}

/** The first `limit` entries of lists each already in feed order, in feed order. */
export function mergeNewest(lists: ReadonlyArray<readonly TimelineEntry[]>, limit: number) {
  const positions = lists.map(() => 0);
  const merged: TimelineEntry[] = [];
  while (merged.length < limit) {
    let best = -1;
    for (let list = 0; list < lists.length; list += 1) {
      const entry = lists[list][positions[list]];
      if (entry && (best < 0 || newestFirst(entry, lists[best][positions[best]]) < 0)) best = list;
    }
    if (best < 0) break;
    merged.push(lists[best][positions[best]]);
    positions[best] += 1;
  }
  return merged;
}
