import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import type { EventEnvelope } from '@tessera/contracts';
import {
  isDuplicateKeyError,
  OutboxRelay,
  OutboxRepository,
  CacheInvalidations,
  type ReadCache,
} from '@tessera/platform';
import type { Model } from 'mongoose';
import type { ViewerState } from './post-view.mapper';
import { Reaction, type ReactionKind } from './reaction.schema';

const reactionId = (kind: ReactionKind, postId: string, userId: string) =>
  `${kind}:${postId}:${userId}`;

const REACTIONS_CACHE = 'reactions';

/** Where a page of bookmarks ends: the moment of its last bookmark and that post's id. */
export interface BookmarkCursor {
  at: Date;
  postId: string;
}

/**
 * Likes and bookmarks, one document each. Every post shown says whether the viewer liked and
 * bookmarked it, so whether each reaction exists is cached in the process, and adding or removing
 * one invalidates it on every replica.
 */
@Injectable()
export class ReactionsRepository extends OutboxRepository<Reaction> {
  private readonly cache: ReadCache<true>;

  constructor(
    @InjectModel(Reaction.name) model: Model<Reaction>,
    relay: OutboxRelay,
    private readonly invalidations: CacheInvalidations,
  ) {
    super(model, relay);
    this.cache = invalidations.cache<true>(REACTIONS_CACHE, {
      maxEntries: 100_000,
      maxAgeMs: 60_000,
    });
  }

  /**
   * True when the reaction is new; adding it again changes nothing and announces nothing. The
   * events are written with the reaction, so they go out exactly when it is new.
   */
  async add(
    kind: ReactionKind,
    postId: string,
    userId: string,
    events: EventEnvelope[] = [],
  ): Promise<boolean> {
    const id = reactionId(kind, postId, userId);
    try {
      await this.insertWithEvents({ _id: id, kind, postId, userId }, events);
    } catch (error) {
      if (isDuplicateKeyError(error)) return false;
      throw error;
    }
    await this.invalidations.invalidate(REACTIONS_CACHE, [id]);
    return true;
  }

  /** True when there was a reaction to remove. */
  async remove(kind: ReactionKind, postId: string, userId: string): Promise<boolean> {
    const id = reactionId(kind, postId, userId);
    const result = await this.model.deleteOne({ _id: id });
    await this.invalidations.invalidate(REACTIONS_CACHE, [id]);
    return result.deletedCount > 0;
  }

  /** A user's bookmarks, newest first, after the cursor's moment (and post id, among equals). */
  async bookmarksOf(
    userId: string,
    after: BookmarkCursor | null,
    limit: number,
  ): Promise<Array<{ postId: string; createdAt: Date }>> {
    const older = after && {
      $or: [
        { createdAt: { $lt: after.at } },
        { createdAt: after.at, postId: { $lt: after.postId } },
      ],
    };
    return this.model
      .find({ userId, kind: 'bookmark', ...older }, { _id: 0, postId: 1, createdAt: 1 })
      .sort({ createdAt: -1, postId: -1 })
      .limit(limit)
      .lean<Array<{ postId: string; createdAt: Date }>>();
  }

  async statesOf(userId: string | null, postIds: readonly string[]): Promise<ViewerState[]> {
    if (!userId) return postIds.map(() => ({ liked: false, bookmarked: false }));
    const ids = postIds.flatMap((postId) => [
      reactionId('like', postId, userId),
      reactionId('bookmark', postId, userId),
    ]);
    const found = await this.cache.getMany(ids, async (missing) => {
      const stored = await this.model
        .find({ _id: { $in: missing } }, { _id: 1 })
        .lean<Array<{ _id: string }>>();
      return stored.map((reaction) => [reaction._id, true] as const);
    });
    return postIds.map((postId) => ({
      liked: found.has(reactionId('like', postId, userId)),
      bookmarked: found.has(reactionId('bookmark', postId, userId)),
    }));
  }
}
