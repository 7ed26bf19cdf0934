import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';
import type { MessageType } from '@tessera/contracts';
import { outboxPlugin } from '@tessera/platform';
import { Schema as MongooseSchema } from 'mongoose';
import type { StoredAttachment } from '../attachments/stored-attachment';

/** What a moderator's removal took from a message, kept so an overturned appeal can restore it. */
export interface ModerationRemoval {
  content: string;
  attachments: StoredAttachment[];
  reason: string;
  actorId: string;
  at: Date;
}

export interface StoredReaction {
  userId: string;
  emoji: string;
  createdAt: Date;
}

/**
 * One message. Its id is `<conversationId>-<seq>`: a page of history is a list of ids read with
 * `_id: {$in}`, which needs no secondary index. Its `message.sent` event is stored with it.
 */
@Schema({ collection: 'messages', versionKey: false })
export class Message {
  @Prop({ type: String, required: true })
  _id!: string;

  @Prop({ type: String, required: true })
  conversationId!: string;

  @Prop({ type: Number, required: true })
  seq!: number;

  @Prop({ type: String, required: true })
  senderId!: string;

  @Prop({ type: String, default: '' })
  content!: string;

  @Prop({ type: String, required: true })
  type!: MessageType;

  @Prop({ type: [MongooseSchema.Types.Mixed], default: [] })
  attachments!: StoredAttachment[];

  /** Pay-per-view price in cents; null for a free message. */
  @Prop({ type: Number, default: null })
  priceCents!: number | null;

  /** Reaction key (user and emoji, see `reactionKey`) → the reaction. */
  @Prop({ type: MongooseSchema.Types.Mixed, default: undefined })
  reactions?: Record<string, StoredReaction>;

  @Prop({ type: String, default: null })
  clientMessageId!: string | null;

  @Prop({ type: Date, default: null })
  editedAt!: Date | null;

  @Prop({ type: Date, default: null })
  deletedAt!: Date | null;

  /** Set while the message is removed by a moderator for a report; null otherwise. */
  @Prop({ type: MongooseSchema.Types.Mixed, default: null })
  moderationRemoval?: ModerationRemoval | null;

  @Prop({ type: Date, required: true })
  createdAt!: Date;
}

export const MessageSchema = SchemaFactory.createForClass(Message);
MessageSchema.plugin(outboxPlugin);
