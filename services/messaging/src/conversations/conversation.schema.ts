import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';
import type { ChatThemeId, ParticipantRole } from '@tessera/contracts';
import { Schema as MongooseSchema } from 'mongoose';

export interface ParticipantRecord {
  role: ParticipantRole;
  joinedAt: Date;
  isActive: boolean;
}

export interface StoredDraft {
  content: string;
  lastModified: Date;
}

export interface ConversationSettings {
  isEncrypted: boolean;
  allowFileSharing: boolean;
  allowVoiceMessages: boolean;
  maxParticipants: number;
  moderationEnabled: boolean;
  wordFilter: string[];
}

/**
 * One conversation, read by `_id` on every send. Messages are numbered by `seq` within it, which
 * gives each its id (`<conversation>-<seq>`) and lets a page of history be read by ids alone.
 * Read and delivery marks are sequence numbers per user, so an unread count is a subtraction.
 */
@Schema({ collection: 'conversations', versionKey: false })
export class Conversation {
  @Prop({ type: String, required: true })
  _id!: string;

  @Prop({ type: String, enum: ['direct', 'group', 'support'], required: true })
  type!: 'direct' | 'group' | 'support';

  @Prop({ type: String, default: '' })
  name!: string;

  @Prop({ type: String, default: '' })
  description!: string;

  @Prop({ type: String, default: '' })
  avatar!: string;

  /** Who created it, its owner. */
  @Prop({ type: String, required: true })
  creatorId!: string;

  /** User id → participation; people who left stay with `isActive: false`. */
  @Prop({ type: MongooseSchema.Types.Mixed, required: true })
  participants!: Record<string, ParticipantRecord>;

  /** The sequence number of the newest message; 0 before the first. */
  @Prop({ type: Number, default: 0 })
  seq!: number;

  @Prop({ type: Date, default: null })
  lastMessageAt!: Date | null;

  /** User id → the newest message seq they have read. */
  @Prop({ type: MongooseSchema.Types.Mixed, default: {} })
  reads!: Record<string, number>;

  @Prop({ type: MongooseSchema.Types.Mixed, default: {} })
  readAt!: Record<string, Date>;

  /** User id → the newest message seq that reached one of their clients. */
  @Prop({ type: MongooseSchema.Types.Mixed, default: {} })
  delivered!: Record<string, number>;

  @Prop({ type: MongooseSchema.Types.Mixed, required: true })
  settings!: ConversationSettings;

  /**
   * Each participant's own filing, user id → since when: kept here rather than per user so that a
   * send, which reads the conversation anyway, knows whom not to notify and clears the sender's
   * draft in the write that moves their read mark.
   */
  @Prop({ type: MongooseSchema.Types.Mixed, default: {} })
  archivedBy?: Record<string, Date>;

  @Prop({ type: MongooseSchema.Types.Mixed, default: {} })
  mutedBy?: Record<string, Date>;

  @Prop({ type: MongooseSchema.Types.Mixed, default: {} })
  pinnedBy?: Record<string, Date>;

  /**
   * User id → the newest message seq they deleted the conversation at: history up to it is gone
   * for them, and the conversation stays out of their list until a newer message arrives.
   */
  @Prop({ type: MongooseSchema.Types.Mixed, default: {} })
  clearedBy?: Record<string, number>;

  /** User id → when they deleted it; reopening it (a direct one, started again) lifts it. */
  @Prop({ type: MongooseSchema.Types.Mixed, default: {} })
  hiddenBy?: Record<string, Date>;

  /** User id → the chat theme they chose here. */
  @Prop({ type: MongooseSchema.Types.Mixed, default: {} })
  themeBy?: Record<string, ChatThemeId>;

  /** User id → their unsent text. */
  @Prop({ type: MongooseSchema.Types.Mixed, default: {} })
  drafts?: Record<string, StoredDraft>;

  @Prop({ type: Date, required: true })
  createdAt!: Date;
}

export const ConversationSchema = SchemaFactory.createForClass(Conversation);
