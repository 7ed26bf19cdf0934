import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';
import { NOTIFICATION_TYPES, type NotificationType } from '@tessera/contracts';

/**
 * One notification of one user. Its id is derived from the recipient and what caused it (an event
 * id, a message id), so storing it again after a redelivery or a retry finds the same document.
 */
@Schema({ collection: 'notifications', versionKey: false })
export class Notification {
  @Prop({ type: String, required: true })
  _id!: string;

  @Prop({ type: String, required: true })
  userId!: string;

  @Prop({ type: String, enum: NOTIFICATION_TYPES, required: true })
  type!: NotificationType;

  @Prop({ type: String, default: null })
  conversationId!: string | null;

  @Prop({ type: String, default: null })
  messageId!: string | null;

  @Prop({ type: String, default: null })
  contentId!: string | null;

  @Prop({ type: String, default: null })
  actorId!: string | null;

  @Prop({ type: String, required: true })
  title!: string;

  @Prop({ type: String, default: '' })
  body!: string;

  @Prop({ type: String, default: '' })
  avatar!: string;

  @Prop({ type: Boolean, default: false })
  isRead!: boolean;

  @Prop({ type: Date, required: true })
  createdAt!: Date;
}

export const NotificationSchema = SchemaFactory.createForClass(Notification);

/**
 * Per user: the ids of the newest notifications, oldest first, and how many are unread. Listing
 * reads this one document and then the notifications by `_id`.
 */
@Schema({ collection: 'notification_feeds', versionKey: false })
export class NotificationFeed {
  @Prop({ type: String, required: true })
  _id!: string;

  @Prop({ type: [String], default: [] })
  recent!: string[];

  @Prop({ type: Number, default: 0 })
  unread!: number;
}

export const NotificationFeedSchema = SchemaFactory.createForClass(NotificationFeed);
