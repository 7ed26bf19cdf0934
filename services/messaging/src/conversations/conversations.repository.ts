import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import { isDuplicateKeyError } from '@tessera/platform';
import type { Model } from 'mongoose';
import { Conversation, type ParticipantRecord, type StoredDraft } from './conversation.schema';
import { Inbox } from './inbox.schema';

/** Ids become field names below, so only plain id characters are accepted. */
const SAFE_ID = /^[A-Za-z0-9_-]{1,64}$/;

function field(map: string, userId: string): string {
  if (!SAFE_ID.test(userId)) throw new Error(`user id '${userId}' is not a plain id`);
  return `${map}.${userId}`;
}

/** The per-user filings a conversation keeps. */
export type Filing = 'archivedBy' | 'mutedBy' | 'pinnedBy';

/** Conversations and the per-user inboxes that list them; every hot read is by `_id`. */
@Injectable()
export class ConversationsRepository {
  constructor(
    @InjectModel(Conversation.name) private readonly model: Model<Conversation>,
    @InjectModel(Inbox.name) private readonly inboxes: Model<Inbox>,
  ) {}

  find(id: string): Promise<Conversation | null> {
    return this.model.findById(id).lean<Conversation>();
  }

  findMany(ids: readonly string[]): Promise<Conversation[]> {
    return ids.length === 0
      ? Promise.resolve([])
      : this.model.find({ _id: { $in: [...ids] } }).lean<Conversation[]>();
  }

  /**
   * Stores a new conversation; for an id that exists already (a direct conversation's id is
   * derived from its pair) the stored one is returned with `created: false`.
   */
  async create(
    conversation: Conversation,
  ): Promise<{ conversation: Conversation; created: boolean }> {
    try {
      await this.model.create(conversation);
      return { conversation, created: true };
    } catch (error) {
      if (!isDuplicateKeyError(error)) throw error;
      const existing = await this.find(conversation._id);
      if (!existing) throw error;
      return { conversation: existing, created: false };
    }
  }

  /** Numbers the next message: the new `seq`, in the same write that dates the conversation. */
  async nextSeq(id: string, at: Date): Promise<number | null> {
    const updated = await this.model
      .findOneAndUpdate(
        { _id: id },
        { $inc: { seq: 1 }, $set: { lastMessageAt: at } },
        { new: true, projection: { seq: 1 } },
      )
      .lean<Pick<Conversation, 'seq'>>();
    return updated?.seq ?? null;
  }

  /** Moves a user's read (and so delivery) mark forward to `seq`; never back. */
  async markRead(id: string, userId: string, seq: number, at: Date): Promise<void> {
    await this.model.updateOne(
      { _id: id },
      {
        $max: { [field('reads', userId)]: seq, [field('delivered', userId)]: seq },
        $set: { [field('readAt', userId)]: at },
      },
    );
  }

  /** The sender's read mark moves to their own message, and their draft there is spent. */
  async markSent(id: string, userId: string, seq: number, at: Date): Promise<void> {
    await this.model.updateOne(
      { _id: id },
      {
        $max: { [field('reads', userId)]: seq, [field('delivered', userId)]: seq },
        $set: { [field('readAt', userId)]: at },
        $unset: { [field('drafts', userId)]: '' },
      },
    );
  }

  /** Stores or (with null) discards a user's draft. */
  async saveDraft(id: string, userId: string, draft: StoredDraft | null): Promise<void> {
    const key = field('drafts', userId);
    await this.model.updateOne(
      { _id: id },
      draft ? { $set: { [key]: draft } } : { $unset: { [key]: '' } },
    );
  }

  /** Turns one of a user's filings on (since `at`) or off. */
  async setFiling(id: string, userId: string, filing: Filing, at: Date | null): Promise<void> {
    const key = field(filing, userId);
    await this.model.updateOne(
      { _id: id },
      at ? { $set: { [key]: at } } : { $unset: { [key]: '' } },
    );
  }

  async markDelivered(id: string, userId: string, seq: number): Promise<void> {
    await this.model.updateOne({ _id: id }, { $max: { [field('delivered', userId)]: seq } });
  }

  async setParticipant(id: string, userId: string, participant: ParticipantRecord): Promise<void> {
    await this.model.updateOne(
      { _id: id },
      { $set: { [field('participants', userId)]: participant } },
    );
  }

  async updateInfo(id: string, changes: { name?: string; description?: string }): Promise<void> {
    await this.model.updateOne({ _id: id }, { $set: changes });
  }

  async inboxOf(userId: string): Promise<string[]> {
    const inbox = await this.inboxes.findById(userId).lean<Inbox>();
    return inbox?.conversationIds ?? [];
  }

  async addToInboxes(userIds: readonly string[], conversationId: string): Promise<void> {
    await Promise.all(
      userIds.map((userId) =>
        this.inboxes.updateOne(
          { _id: userId },
          { $addToSet: { conversationIds: conversationId } },
          { upsert: true },
        ),
      ),
    );
  }

  async removeFromInbox(userId: string, conversationId: string): Promise<void> {
    await this.inboxes.updateOne({ _id: userId }, { $pull: { conversationIds: conversationId } });
  }
}
