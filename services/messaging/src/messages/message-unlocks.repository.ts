import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import { applyEventOnce, type ApplyOutcome } from '@tessera/platform';
import type { Model } from 'mongoose';
import { MessageUnlock } from './message-unlock.schema';

const unlockKey = (messageId: string, userId: string) => `${messageId}:${userId}`;

/** Who bought which pay-per-view message, kept from billing's `message.unlocked` events. */
@Injectable()
export class MessageUnlocksRepository {
  constructor(@InjectModel(MessageUnlock.name) private readonly model: Model<MessageUnlock>) {}

  /** The messages among `messageIds` the user holds an unrevoked unlock of. */
  async unlockedBy(userId: string, messageIds: readonly string[]): Promise<Set<string>> {
    if (messageIds.length === 0) return new Set();
    const keys = messageIds.map((messageId) => unlockKey(messageId, userId));
    const found = await this.model
      .find({ _id: { $in: keys }, revoked: false }, { _id: 1 })
      .lean<Array<{ _id: string }>>();
    return new Set(found.map((unlock) => unlock._id.slice(0, unlock._id.lastIndexOf(':'))));
  }

  /**
   * Records a grant or revocation unless a newer report is known. A stale report against an
   * existing unlock matches nothing and its upsert collides on `_id`: both mean "ignored".
   */
  apply(
    eventId: string,
    messageId: string,
    userId: string,
    state: { revoked: boolean; changedAt: Date },
  ): Promise<ApplyOutcome> {
    return applyEventOnce(
      this.model,
      eventId,
      { _id: unlockKey(messageId, userId), changedAt: { $lte: state.changedAt } },
      { $set: state },
      { upsert: true },
    );
  }
}
