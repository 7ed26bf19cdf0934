import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';

/** The conversations one user takes part in, read by `_id` to list them without a scan. */
@Schema({ collection: 'inboxes', versionKey: false })
export class Inbox {
  /** The user's id. */
  @Prop({ type: String, required: true })
  _id!: string;

  @Prop({ type: [String], default: [] })
  conversationIds!: string[];
}

export const InboxSchema = SchemaFactory.createForClass(Inbox);
