import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';

export type DeliveryStatus = 'pending' | 'delivered' | 'failed';

/**
 * One recipient of one broadcast, keyed `<broadcast>:<recipient>`: the unique key that lets a
 * retried batch or a job run twice skip whoever already has the message. A delivered one names
 * the message and its place in the conversation, from which its read mark is told.
 */
@Schema({ collection: 'broadcast_deliveries', versionKey: false })
export class BroadcastDelivery {
  @Prop({ type: String, required: true })
  _id!: string;

  @Prop({ type: String, required: true, index: true })
  broadcastId!: string;

  @Prop({ type: String, required: true })
  recipientId!: string;

  @Prop({ type: String, required: true })
  status!: DeliveryStatus;

  @Prop({ type: String, default: null })
  conversationId!: string | null;

  @Prop({ type: String, default: null })
  messageId!: string | null;

  @Prop({ type: Number, default: null })
  seq!: number | null;

  /** Why it failed, as the refusing check put it. */
  @Prop({ type: String, default: null })
  reason!: string | null;

  @Prop({ type: Date, required: true })
  createdAt!: Date;

  @Prop({ type: Date, default: null })
  settledAt!: Date | null;
}

export const BroadcastDeliverySchema = SchemaFactory.createForClass(BroadcastDelivery);
