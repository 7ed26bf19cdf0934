import { Injectable } from '@nestjs/common';
import type { ChatThemeId } from '@tessera/contracts';
import { InjectModel } from '@nestjs/mongoose';
import {
  assertSafeId,
  CacheInvalidations,
  isDuplicateKeyError,
  MongoRepository,
  type ReadCache,
} from '@tessera/platform';
import type { Model } from 'mongoose';
import { Conversation, type ParticipantRecord, type StoredDraft } from './conversation.schema';
import { Inbox } from './inbox.schema';

/** The field holding `userId`'s entry of one of the per-user maps. */
export function userField(map: string, userId: string): string {
  assertSafeId(userId, 'user id');
  return `${map}.${userId}`;
}

/** The per-user filings a conversation keeps. */
export type Filing = 'archivedBy' | 'mutedBy' | 'pinnedBy';

/**
 * What a send needs of its conversation: who takes part and may do what, its settings, and who
 * muted it. None of it changes with the messages themselves, so each replica keeps a copy and
 * drops it when one of these fields is written.
 */
export type SendView = Pick<
  Conversation,
  '_id' | 'type' | 'creatorId' | 'participants' | 'settings' | 'mutedBy'
>;

const SEND_VIEW_PROJECTION = {
  type: 1,
  creatorId: 1,
  participants: 1,
  settings: 1,
  mutedBy: 1,
};
const SEND_VIEWS_CACHE = 'conversation-send-views';

/** Mark updates for one conversation, applied in one write; see `ConversationMarksWriter`. */
export interface MarksUpdate {
  id: string;
  /** Field → sequence number, moved forward only. */
  max: Record<string, number>;
  set: Record<string, Date>;
  unset: string[];
}

/** Conversations and the per-user inboxes that list them; every hot read is by `_id`. */
@Injectable()
export class ConversationsRepository extends MongoRepository<Conversation> {
  private readonly sendViews: ReadCache<SendView>;

  constructor(
    @InjectModel(Conversation.name) model: Model<Conversation>,
    @InjectModel(Inbox.name) private readonly inboxes: Model<Inbox>,
    private readonly invalidations: CacheInvalidations,
  ) {
    super(model);
    this.sendViews = invalidations.cache(SEND_VIEWS_CACHE, {
      maxEntries: 50_000,
      maxAgeMs: 60_000,
    });
  }

  find(id: string): Promise<Conversation | null> {
    return this.model.findById(id).lean<Conversation>();
  }

  /** The conversation as a send sees it, from this replica's copy when it holds one. */
  findSendView(id: string): Promise<SendView | null> {
    return this.sendViews.get(id, (missing) =>
      this.model.findById(missing, SEND_VIEW_PROJECTION).lean<SendView>(),
    );
  }

  findMany(ids: readonly string[]): Promise<Conversation[]> {
    return ids.length === 0
      ? Promise.resolve([])
      : this.model.find({ _id: { $in: [...ids] } }).lean<Conversation[]>();
  }

  /**
   * Stores a new conversation; for an id that exists already (a direct conversation's id is
   * derived from its pair) the stored one is returned with `created: false`. The send views keep
   * ids that named nothing, so a new conversation's id is invalidated.
   */
  async create(
    conversation: Conversation,
  ): Promise<{ conversation: Conversation; created: boolean }> {
    try {
      await this.model.create(conversation);
      await this.invalidations.invalidate(SEND_VIEWS_CACHE, [conversation._id]);
      return { conversation, created: true };
    } catch (error) {
      if (!isDuplicateKeyError(error)) throw error;
      const existing = await this.find(conversation._id);
      if (!existing) throw error;
      return { conversation: existing, created: false };
    }
  }

  /**
   * Numbers the next message: the new `seq`, in the same write that dates the conversation and
   * brings it back out of the archive of `unarchiveFor`.
   */
  async nextSeq(id: string, at: Date, unarchiveFor: readonly string[]): Promise<number | null> {
    const unarchive: Record<string, ''> = Object.fromEntries(
      unarchiveFor.map((userId) => [`archivedBy.${userId}`, '' as const]),
    );
    const updated = await this.model
      .findOneAndUpdate(
        { _id: id },
        {
          $inc: { seq: 1 },
          $set: { lastMessageAt: at },
          ...(unarchiveFor.length > 0 ? { $unset: unarchive } : {}),
        },
        { new: true, projection: { seq: 1 } },
      )
      .lean<Pick<Conversation, 'seq'>>();
    return updated?.seq ?? null;
  }

  /** Several conversations' mark updates in one round trip. */
  async writeMarks(updates: readonly MarksUpdate[]): Promise<void> {
    await this.bulkUpdate(
      updates.map(({ id, max, set, unset }) => ({
        filter: { _id: id },
        update: {
          $max: max,
          ...(Object.keys(set).length > 0 ? { $set: set } : {}),
          ...(unset.length > 0
            ? { $unset: Object.fromEntries(unset.map((key) => [key, ''])) }
            : {}),
        },
      })),
    );
  }

  /** Moves a user's read (and so delivery) mark forward to `seq`; never back. */
  async markRead(id: string, userId: string, seq: number, at: Date): Promise<void> {
    await this.model.updateOne(
      { _id: id },
      {
        $max: { [userField('reads', userId)]: seq, [userField('delivered', userId)]: seq },
        $set: { [userField('readAt', userId)]: at },
      },
    );
  }

  /** Stores or (with null) discards a user's draft. */
  async saveDraft(id: string, userId: string, draft: StoredDraft | null): Promise<void> {
    const key = userField('drafts', userId);
    await this.model.updateOne(
      { _id: id },
      draft ? { $set: { [key]: draft } } : { $unset: { [key]: '' } },
    );
  }

  /**
   * Every conversation the user takes or took part in, the ones they left or deleted for
   * themselves included. Not by `_id`, so a scan: for rare work such as an account's deletion.
   */
  async idsWithParticipant(userId: string): Promise<string[]> {
    const found = await this.model
      .find({ [userField('participants', userId)]: { $exists: true } }, { _id: 1 })
      .lean<Array<Pick<Conversation, '_id'>>>();
    return found.map((conversation) => conversation._id);
  }

  /** Discards the user's drafts in these conversations, as for a deleted account. */
  async discardDrafts(ids: readonly string[], userId: string): Promise<void> {
    if (ids.length === 0) return;
    await this.model.updateMany(
      { _id: { $in: [...ids] } },
      { $unset: { [userField('drafts', userId)]: '' } },
    );
  }

  /** Turns one of a user's filings on (since `at`) or off. */
  async setFiling(id: string, userId: string, filing: Filing, at: Date | null): Promise<void> {
    const key = userField(filing, userId);
    await this.model.updateOne(
      { _id: id },
      at ? { $set: { [key]: at } } : { $unset: { [key]: '' } },
    );
    if (filing === 'mutedBy') await this.invalidations.invalidate(SEND_VIEWS_CACHE, [id]);
  }

  /**
   * Deletes the conversation for one user: history up to `seq` is gone for them, it is read, and
   * their filing and draft there are dropped. Marks only move forward, so repeating is harmless.
   */
  async hideFor(id: string, userId: string, seq: number, at: Date): Promise<void> {
    await this.model.updateOne(
      { _id: id },
      {
        $max: {
          [userField('clearedBy', userId)]: seq,
          [userField('reads', userId)]: seq,
          [userField('delivered', userId)]: seq,
        },
        $set: { [userField('hiddenBy', userId)]: at, [userField('readAt', userId)]: at },
        $unset: {
          [userField('archivedBy', userId)]: '',
          [userField('pinnedBy', userId)]: '',
          [userField('drafts', userId)]: '',
        },
      },
    );
  }

  /** Brings a deleted conversation back into the user's list; its cleared history stays gone. */
  async unhideFor(id: string, userId: string): Promise<void> {
    await this.model.updateOne({ _id: id }, { $unset: { [userField('hiddenBy', userId)]: '' } });
  }

  /** Stores or (with null) drops the user's chat theme for the conversation. */
  async setTheme(id: string, userId: string, themeId: ChatThemeId | null): Promise<void> {
    const key = userField('themeBy', userId);
    await this.model.updateOne(
      { _id: id },
      themeId ? { $set: { [key]: themeId } } : { $unset: { [key]: '' } },
    );
  }

  async setParticipant(id: string, userId: string, participant: ParticipantRecord): Promise<void> {
    await this.setParticipants(id, { [userId]: participant });
  }

  /** Several participants' entries in one write. */
  async setParticipants(
    id: string,
    participants: Readonly<Record<string, ParticipantRecord>>,
  ): Promise<void> {
    const entries = Object.entries(participants).map(([userId, participant]) => [
      userField('participants', userId),
      participant,
    ]);
    await this.model.updateOne({ _id: id }, { $set: Object.fromEntries(entries) });
    await this.invalidations.invalidate(SEND_VIEWS_CACHE, [id]);
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
