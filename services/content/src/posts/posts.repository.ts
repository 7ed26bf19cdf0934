import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import type { EventEnvelope, PostStatus } from '@tessera/contracts';
import {
  OutboxRelay,
  OutboxRepository,
  CacheInvalidations,
  type ReadCache,
  serviceUnavailable,
} from '@tessera/platform';
import type { Model } from 'mongoose';
import { Post } from './post.schema';

export type NewPost = Omit<Post, 'createdAt' | 'updatedAt'>;
export interface PostChange {
  set: Partial<Post>;
  /** The events of the change, built from the post as it will be after it. */
  events(next: Post): EventEnvelope[];
}

/** What a creator's published posts add up to, as their public profile counts them. */
export interface PublishedTotals {
  posts: number;
  media: number;
  likes: number;
}

/** The counters a like, comment or view moves, as they are after the move. */
export type EngagementCounts = Pick<Post, 'likesCount' | 'commentsCount' | 'viewsCount'>;
export type EngagementCounter = keyof EngagementCounts;

export interface PostQuery {
  creatorId?: string;
  statuses?: readonly PostStatus[];
  type?: string;
  privacyLevel?: string;
  category?: string;
  tags?: readonly string[];
  search?: string;
  /** Creators whose posts are left out; ignored when `creatorId` names one. */
  excludeCreatorIds?: readonly string[];
}

const COUNTER_BUSY = 'This post is changing too fast; try again';

function live(post: Post | null | undefined): Post | null {
  return post && post.deletedAt === null ? post : null;
}

function escapeRegex(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

const POSTS_CACHE = 'posts';
const WITHOUT_OUTBOX = { outbox: 0, outboxPending: 0, outboxParked: 0 };
const ENGAGEMENT_FIELDS = { likesCount: 1, commentsCount: 1, viewsCount: 1 };
/** Tries of a counter move that keeps losing to concurrent moves of the same post. */
const COUNTER_MOVE_ATTEMPTS = 50;

/**
 * Posts; every state change carries its events in the same write. Removed posts are kept. Reads
 * for viewers come from a cache of this process that every write invalidates on every replica;
 * status moves read the stored post itself, since they are conditional on it.
 */
@Injectable()
export class PostsRepository extends OutboxRepository<Post> {
  private readonly cache: ReadCache<Post>;

  constructor(
    @InjectModel(Post.name) model: Model<Post>,
    relay: OutboxRelay,
    private readonly invalidations: CacheInvalidations,
  ) {
    super(model, relay);
    this.cache = invalidations.cache<Post>(POSTS_CACHE, { maxEntries: 20_000, maxAgeMs: 60_000 });
  }

  async create(post: NewPost, events: EventEnvelope[]): Promise<Post> {
    const created = await this.insertWithEvents(post, events);
    await this.invalidations.invalidate(POSTS_CACHE, [created._id]);
    return created;
  }

  /** A post that has not been removed, as viewers see it. */
  async findLive(id: string): Promise<Post | null> {
    return live((await this.findManyCached([id])).get(id));
  }

  /** Posts by id in the order asked, skipping removed and missing ones. */
  async findManyLive(ids: readonly string[]): Promise<Post[]> {
    if (ids.length === 0) return [];
    const byId = await this.findManyCached(ids);
    return ids.flatMap((id) => live(byId.get(id)) ?? []);
  }

  /** The stored post, removed or not: an admin's repeated removal finds it removed. */
  async findStored(id: string): Promise<Post | null> {
    return this.model.findById(id, WITHOUT_OUTBOX).lean<Post>();
  }

  /**
   * The stored post. Reads filter on `_id` alone, since the local database answers `_id` from its
   * index only when nothing else is in the filter; removal is checked here.
   */
  private async findStoredLive(id: string): Promise<Post | null> {
    return live(await this.model.findById(id, WITHOUT_OUTBOX).lean<Post>());
  }

  /** One `_id` lookup for those not in the cache. */
  private findManyCached(ids: readonly string[]): Promise<Map<string, Post>> {
    return this.cache.getMany(ids, async (missing) => {
      const found = await this.model.find({ _id: { $in: missing } }, WITHOUT_OUTBOX).lean<Post[]>();
      return found.map((post) => [post._id, post] as const);
    });
  }

  /**
   * Changes a post and stores the events describing its new state in the same write. The change
   * applies only while the post is still in the status it was read in (and in one of `from`, when
   * given), so two concurrent transitions cannot both happen; null when it did not apply.
   */
  async change(
    id: string,
    from: readonly PostStatus[] | null,
    build: (current: Post) => PostChange | null,
  ): Promise<Post | null> {
    const current = await this.findStoredLive(id);
    if (!current || (from && !from.includes(current.status))) return null;
    const change = build(current);
    if (!change) return null;
    const next = { ...current, ...change.set, updatedAt: new Date() } as Post;
    const changed = await this.findAndUpdateWithEvents(
      { _id: id, deletedAt: null, status: current.status },
      { $set: change.set },
      change.events(next),
      { projection: WITHOUT_OUTBOX },
    );
    if (changed) await this.invalidations.invalidate(POSTS_CACHE, [id]);
    return changed;
  }

  /**
   * Brings back a removed post, with the events of its return built from it as it will be; null
   * when it is not removed (never was, or was brought back already).
   */
  async restoreRemoved(id: string, events: (next: Post) => EventEnvelope[]): Promise<Post | null> {
    const current = await this.findStored(id);
    if (!current?.deletedAt) return null;
    const next = { ...current, deletedAt: null, updatedAt: new Date() } as Post;
    const restored = await this.findAndUpdateWithEvents(
      { _id: id, deletedAt: current.deletedAt },
      { $set: { deletedAt: null } },
      events(next),
      { projection: WITHOUT_OUTBOX },
    );
    if (restored) await this.invalidations.invalidate(POSTS_CACHE, [id]);
    return restored;
  }

  /**
   * Moves one engagement counter (never below zero) and stores the events built from all the
   * counters as they are after the move, in the same write. The write applies only while the
   * counters are still the ones read, so the events carry exactly what is stored; a move that lost
   * to a concurrent one reads again. The time of the move is taken after its read, so a move that
   * lands after another also carries a later time (consumers keep the newest). Null when there is
   * no such post.
   */
  async moveCounter(
    id: string,
    field: EngagementCounter,
    by: number,
    events: (next: EngagementCounts, at: Date) => EventEnvelope[],
  ): Promise<EngagementCounts | null> {
    for (let attempt = 0; attempt < COUNTER_MOVE_ATTEMPTS; attempt += 1) {
      const current = await this.model.findById(id, ENGAGEMENT_FIELDS).lean<EngagementCounts>();
      if (!current) return null;
      const read: EngagementCounts = {
        likesCount: current.likesCount,
        commentsCount: current.commentsCount,
        viewsCount: current.viewsCount,
      };
      const next = { ...read, [field]: Math.max(0, read[field] + by) };
      const moved = await this.findAndUpdateWithEvents(
        { _id: id, ...read },
        { $set: { [field]: next[field] } },
        events(next, new Date()),
        { projection: ENGAGEMENT_FIELDS },
      );
      if (moved) {
        await this.invalidations.invalidate(POSTS_CACHE, [id]);
        return next;
      }
    }
    throw serviceUnavailable(COUNTER_BUSY);
  }

  /** Filtered, newest first; used for listings (the creator's own, search-like browsing). */
  async list(
    query: PostQuery,
    page: number,
    limit: number,
  ): Promise<{ posts: Post[]; total: number }> {
    const filter: Record<string, unknown> = { deletedAt: null };
    if (query.creatorId) filter.creatorId = query.creatorId;
    else if (query.excludeCreatorIds?.length) filter.creatorId = { $nin: query.excludeCreatorIds };
    if (query.statuses) filter.status = { $in: query.statuses };
    if (query.type) filter.type = query.type;
    if (query.privacyLevel) filter.privacyLevel = query.privacyLevel;
    if (query.category) filter.category = new RegExp(`^${escapeRegex(query.category)}$`, 'i');
    if (query.tags?.length) {
      filter.tags = { $in: query.tags.map((tag) => new RegExp(`^${escapeRegex(tag)}$`, 'i')) };
    }
    if (query.search) {
      const pattern = new RegExp(escapeRegex(query.search), 'i');
      filter.$or = [{ title: pattern }, { description: pattern }, { tags: pattern }];
    }
    const [posts, total] = await Promise.all([
      this.model
        .find(filter, { outbox: 0 })
        .sort({ publishedAt: -1, createdAt: -1, _id: 1 })
        .skip((page - 1) * limit)
        .limit(limit)
        .lean<Post[]>(),
      this.model.countDocuments(filter),
    ]);
    return { posts, total };
  }

  /**
   * Posts that have not been removed, in `_id` order after `after`: one page of the export that
   * search rebuilds its index from.
   */
  exportPage(after: string | undefined, limit: number) {
    return this.pageAfter({ deletedAt: null }, after, limit, WITHOUT_OUTBOX);
  }

  /** The creator's posts not removed, newest first, at most `limit`: their data export. */
  newestOfCreator(creatorId: string, limit: number): Promise<Post[]> {
    return this.model
      .find({ creatorId, deletedAt: null }, WITHOUT_OUTBOX)
      .sort({ createdAt: -1 })
      .limit(limit)
      .lean<Post[]>();
  }

  countOfCreator(creatorId: string): Promise<number> {
    return this.model.countDocuments({ creatorId, deletedAt: null });
  }

  /** A page of a creator's posts not yet removed, for removing them all. */
  liveIdsOfCreator(creatorId: string, limit: number): Promise<Array<Pick<Post, '_id'>>> {
    return this.model
      .find({ creatorId, deletedAt: null }, { _id: 1 })
      .limit(limit)
      .lean<Array<Pick<Post, '_id'>>>();
  }

  allScheduled(): Promise<Array<Pick<Post, '_id' | 'scheduledAt'>>> {
    return this.model
      .find({ status: 'scheduled', deletedAt: null }, { scheduledAt: 1 })
      .lean<Array<Pick<Post, '_id' | 'scheduledAt'>>>();
  }

  /** Every published post's place in the timelines, to rebuild them. */
  publishedIndex(): Promise<
    Array<Pick<Post, '_id' | 'creatorId' | 'publishedAt' | 'privacyLevel'>>
  > {
    return this.model
      .find(
        { status: 'published', deletedAt: null },
        { creatorId: 1, publishedAt: 1, privacyLevel: 1 },
      )
      .lean<Array<Pick<Post, '_id' | 'creatorId' | 'publishedAt' | 'privacyLevel'>>>();
  }

  /** Published posts per value of a field, for category and tag counts. */
  async publishedCountsBy(field: 'category' | 'tags'): Promise<Map<string, number>> {
    const rows = await this.model.aggregate<{ _id: string; count: number }>([
      { $match: { status: 'published', deletedAt: null } },
      ...(field === 'tags' ? [{ $unwind: '$tags' }] : []),
      { $group: { _id: `$${field}`, count: { $sum: 1 } } },
    ]);
    return new Map(rows.filter((row) => row._id).map((row) => [row._id, row.count]));
  }

  /**
   * A creator's published posts counted in one aggregation over the creator index: the posts, the
   * files attached to them and the likes they hold.
   */
  async publishedTotalsOf(creatorId: string): Promise<PublishedTotals> {
    const [totals] = await this.model.aggregate<PublishedTotals>([
      { $match: { creatorId, status: 'published', deletedAt: null } },
      {
        $group: {
          _id: null,
          posts: { $sum: 1 },
          media: { $sum: { $size: '$mediaIds' } },
          likes: { $sum: '$likesCount' },
        },
      },
      { $project: { _id: 0, posts: 1, media: 1, likes: 1 } },
    ]);
    return totals ?? { posts: 0, media: 0, likes: 0 };
  }

  /** A creator's posts per folder. */
  async countsByFolder(creatorId: string): Promise<Map<string, number>> {
    const rows = await this.model.aggregate<{ _id: string; count: number }>([
      { $match: { creatorId, deletedAt: null, folderId: { $ne: null } } },
      { $group: { _id: '$folderId', count: { $sum: 1 } } },
    ]);
    return new Map(rows.map((row) => [row._id, row.count]));
  }

  /** Every live post of a creator with the fields stats need. */
  statsRows(creatorId: string) {
    return this.model
      .find(
        { creatorId, deletedAt: null },
        {
          title: 1,
          status: 1,
          viewsCount: 1,
          likesCount: 1,
          commentsCount: 1,
          sharesCount: 1,
          createdAt: 1,
          publishedAt: 1,
        },
      )
      .lean<
        Array<
          Pick<
            Post,
            | '_id'
            | 'title'
            | 'status'
            | 'viewsCount'
            | 'likesCount'
            | 'commentsCount'
            | 'sharesCount'
            | 'createdAt'
            | 'publishedAt'
          >
        >
      >();
  }
}
