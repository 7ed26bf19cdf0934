import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';
import type { MessageEvidence } from '@tessera/contracts';
import { outboxPlugin } from '@tessera/platform';
import { Schema as MongooseSchema } from 'mongoose';

/**
 * A participant's report of a message sent to them; one per reporter and message, sent as
 * `report.submitted`. It keeps the message as it was, so deleting the message later erases no
 * evidence.
 */
@Schema({ collection: 'message_reports', versionKey: false })
export class MessageReport {
  /** `<messageId>:<reporterId>`: a second report of the same message by the same user collides. */
  @Prop({ type: String, required: true })
  _id!: string;

  @Prop({ type: String, required: true })
  messageId!: string;

  @Prop({ type: String, required: true })
  senderId!: string;

  @Prop({ type: String, required: true })
  reporterId!: string;

  @Prop({ type: String, required: true })
  reason!: string;

  @Prop({ type: String, default: '' })
  description!: string;

  @Prop({ type: MongooseSchema.Types.Mixed, required: true })
  evidence!: MessageEvidence;

  @Prop({ type: Date, required: true })
  reportedAt!: Date;
}

export const MessageReportSchema = SchemaFactory.createForClass(MessageReport);
MessageReportSchema.plugin(outboxPlugin);
