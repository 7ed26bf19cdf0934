import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import type { TypedEvent } from '@tessera/contracts';
import { OutboxRelay, OutboxRepository } from '@tessera/platform';
import type { Model } from 'mongoose';
import { Message, type ModerationRemoval, type StoredReaction } from './message.schema';

const WITHOUT_OUTBOX = { outbox: 0, outboxPending: 0, outboxParked: 0 };

/** Messages, each stored with its `message.sent` event in one write. */
@Injectable()
export class MessagesRepository extends OutboxRepository<Message> {
  constructor(@InjectModel(Message.name) model: Model<Message>, relay: OutboxRelay) {
    super(model, relay);
  }

  insert(message: Message, sent: TypedEvent<'message.sent'>): Promise<Message> {
    return this.insertWithEvents(message, [sent]);
  }

  find(id: string): Promise<Message | null> {
    return this.model.findById(id, WITHOUT_OUTBOX).lean<Message>();
  }

  /** What the user sent, newest first, at most `limit`: their data export. */
  newestOfSender(senderId: string, limit: number): Promise<Message[]> {
    return this.model
      .find({ senderId }, WITHOUT_OUTBOX)
      .sort({ createdAt: -1 })
      .limit(limit)
      .lean<Message[]>();
  }

  countOfSender(senderId: string): Promise<number> {
    return this.model.countDocuments({ senderId });
  }

  /**
   * Deletes, as its sender would, every message of a deleted account: the text is replaced and
   * attachments and reactions go, each message staying in place in its conversation. Messages
   * already deleted are left alone, so a repeat changes nothing.
   */
  async eraseAllOfSender(senderId: string, content: string, at: Date): Promise<number> {
    const result = await this.model.updateMany(
      { senderId, deletedAt: null },
      { $set: { content, attachments: [], reactions: {}, deletedAt: at } },
    );
    return result.modifiedCount;
  }

  /**
   * Takes a deleted account's reactions off the messages of these conversations (the only ones it
   * could react in). Reactions are kept under per-user keys, which no query can name by prefix, so
   * the messages carrying reactions are read and only that user's keys are unset; a repeat finds
   * none left.
   */
  async removeReactionsOf(userId: string, conversationIds: readonly string[]): Promise<number> {
    if (conversationIds.length === 0) return 0;
    const reacted = this.model
      .find(
        { conversationId: { $in: [...conversationIds] }, reactions: { $exists: true } },
        { reactions: 1 },
      )
      .lean<Array<Pick<Message, '_id' | 'reactions'>>>()
      .cursor();
    let removed = 0;
    for await (const message of reacted) {
      const keys = Object.entries(message.reactions ?? {})
        .filter(([, reaction]) => reaction.userId === userId)
        .map(([key]) => `reactions.${key}`);
      if (keys.length === 0) continue;
      await this.model.updateOne(
        { _id: message._id },
        { $unset: Object.fromEntries(keys.map((key) => [key, ''])) },
      );
      removed += keys.length;
    }
    return removed;
  }

  /** The messages with these ids that exist, oldest first. */
  async findMany(ids: readonly string[]): Promise<Message[]> {
    if (ids.length === 0) return [];
    const found = await this.model
      .find({ _id: { $in: [...ids] } }, WITHOUT_OUTBOX)
      .lean<Message[]>();
    return found.sort((a, b) => a.seq - b.seq);
  }

  async edit(id: string, content: string, at: Date): Promise<Message | null> {
    return this.model
      .findOneAndUpdate({ _id: id }, { $set: { content, editedAt: at } }, { new: true })
      .select(WITHOUT_OUTBOX)
      .lean<Message>();
  }

  /** The spec's delete: the text is replaced, attachments and reactions go; it stays in place. */
  async markDeleted(id: string, content: string, at: Date): Promise<Message | null> {
    return this.model
      .findOneAndUpdate(
        { _id: id },
        { $set: { content, attachments: [], reactions: {}, deletedAt: at } },
        { new: true },
      )
      .select(WITHOUT_OUTBOX)
      .lean<Message>();
  }

  /**
   * A moderator's removal: the message reads as deleted, and what it said is kept aside for an
   * appeal; null when it is deleted already (by its sender, or by an earlier removal).
   */
  async removeForModeration(
    id: string,
    content: string,
    removal: Omit<ModerationRemoval, 'content' | 'attachments'>,
    current: Pick<Message, 'content' | 'attachments'>,
  ): Promise<Message | null> {
    const kept: ModerationRemoval = { ...removal, ...current };
    return this.model
      .findOneAndUpdate(
        { _id: id, deletedAt: null },
        { $set: { content, attachments: [], deletedAt: removal.at, moderationRemoval: kept } },
        { new: true },
      )
      .select(WITHOUT_OUTBOX)
      .lean<Message>();
  }

  /** Puts back a message a moderator removed; null when it is not removed by a moderator. */
  async restoreFromModeration(id: string, removal: ModerationRemoval): Promise<Message | null> {
    return this.model
      .findOneAndUpdate(
        { _id: id, 'moderationRemoval.at': removal.at },
        {
          $set: {
            content: removal.content,
            attachments: removal.attachments,
            deletedAt: null,
            moderationRemoval: null,
          },
        },
        { new: true },
      )
      .select(WITHOUT_OUTBOX)
      .lean<Message>();
  }

  /** `key` comes from `reactionKey`, so one user's emoji is stored once whatever the timing. */
  async setReaction(id: string, key: string, reaction: StoredReaction): Promise<Message | null> {
    return this.model
      .findOneAndUpdate({ _id: id }, { $set: { [`reactions.${key}`]: reaction } }, { new: true })
      .select(WITHOUT_OUTBOX)
      .lean<Message>();
  }

  async removeReaction(id: string, key: string): Promise<Message | null> {
    return this.model
      .findOneAndUpdate({ _id: id }, { $unset: { [`reactions.${key}`]: '' } }, { new: true })
      .select(WITHOUT_OUTBOX)
      .lean<Message>();
  }
}
