import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import type { EventEnvelope } from '@tessera/contracts';
import { isDuplicateKeyError, OutboxRelay, OutboxRepository } from '@tessera/platform';
import type { Model } from 'mongoose';
import type { ViewerState } from '../posts/post-view.mapper';
import { Reaction, type ReactionKind } from './reaction.schema';

const reactionId = (kind: ReactionKind, postId: string, userId: string) =>
  `${kind}:${postId}:${userId}`;

@Injectable()
export class ReactionsRepository extends OutboxRepository<Reaction> {
  constructor(@InjectModel(Reaction.name) model: Model<Reaction>, relay: OutboxRelay) {
    super(model, relay);
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
    try {
      await this.insertWithEvents(
        { _id: reactionId(kind, postId, userId), kind, postId, userId },
        events,
      );
      return true;
    } catch (error) {
      if (isDuplicateKeyError(error)) return false;
      throw error;
    }
  }

  /** True when there was a reaction to remove. */
  async remove(kind: ReactionKind, postId: string, userId: string): Promise<boolean> {
    const result = await this.model.deleteOne({ _id: reactionId(kind, postId, userId) });
    return result.deletedCount > 0;
  }

  async statesOf(userId: string | null, postIds: readonly string[]): Promise<ViewerState[]> {
    if (!userId) return postIds.map(() => ({ liked: false, bookmarked: false }));
    const ids = postIds.flatMap((postId) => [
      reactionId('like', postId, userId),
      reactionId('bookmark', postId, userId),
    ]);
    const found = new Set(
      (await this.model.find({ _id: { $in: ids } }, { _id: 1 }).lean<Array<{ _id: string }>>()).map(
        (reaction) => reaction._id,
      ),
    );
    return postIds.map((postId) => ({
      liked: found.has(reactionId('like', postId, userId)),
      bookmarked: found.has(reactionId('bookmark', postId, userId)),
    }));
  }
}
