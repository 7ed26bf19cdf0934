import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';
import { appliedEventsPlugin } from '@tessera/platform';

/** One buyer's purchase of one pay-per-view message, as billing last reported it. */
@Schema({ collection: 'message_unlocks', versionKey: false })
export class MessageUnlock {
  /** `<messageId>:<userId>`, so a viewer's unlocks of a page are one `_id` lookup. */
  @Prop({ type: String, required: true })
  _id!: string;

  @Prop({ type: Boolean, required: true })
  revoked!: boolean;

  /** When billing granted or revoked it; an older report never replaces a newer one. */
  @Prop({ type: Date, required: true })
  changedAt!: Date;
}

export const MessageUnlockSchema = SchemaFactory.createForClass(MessageUnlock);
MessageUnlockSchema.plugin(appliedEventsPlugin);
