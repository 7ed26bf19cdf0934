import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';

/**
 * One notification of one user. Its id is `<userId>_<seq>`, numbered by the user's feed, so the
 * newest page is read by ids alone.
 */
@Schema({ collection: 'notifications', versionKey: false })
export class Notification {
  @Prop({ type: String, required: true })
  _id!: string;

  @Prop({ type: String, required: true })
  userId!: string;

  @Prop({ type: String, enum: ['message'], required: true })
  type!: 'message';

  @Prop({ type: String, default: null })
  conversationId!: string | null;

  @Prop({ type: String, default: null })
  messageId!: string | null;

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

/** Per user: the number of the newest notification and how many are unread. */
@Schema({ collection: 'notification_feeds', versionKey: false })
export class NotificationFeed {
  @Prop({ type: String, required: true })
  _id!: string;

  @Prop({ type: Number, default: 0 })
  seq!: number;

  @Prop({ type: Number, default: 0 })
  unread!: number;
}

export const NotificationFeedSchema = SchemaFactory.createForClass(NotificationFeed);
