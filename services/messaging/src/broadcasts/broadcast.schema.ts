import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';
import type { BroadcastAudience, BroadcastStatus } from '@tessera/contracts';
import type { Role } from '@tessera/rules';
import { Schema as MongooseSchema } from 'mongoose';

/**
 * One message a creator sends to their audience. Its recipients are fixed once, when it goes out,
 * as numbered batches; delivered and failed are counted as batches settle recipients.
 */
@Schema({ collection: 'broadcasts', versionKey: false })
export class Broadcast {
  @Prop({ type: String, required: true })
  _id!: string;

  @Prop({ type: String, required: true, index: true })
  senderId!: string;

  /** The sender's role when they asked, which the messaging checks read at delivery. */
  @Prop({ type: String, required: true })
  senderRole!: Role;

  @Prop({ type: String, required: true })
  content!: string;

  @Prop({ type: MongooseSchema.Types.Mixed, required: true })
  audience!: BroadcastAudience;

  @Prop({ type: String, required: true })
  status!: BroadcastStatus;

  @Prop({ type: Date, default: null })
  scheduledFor!: Date | null;

  /** The UTC day whose bulk allowance it took (null for admins, who have none). */
  @Prop({ type: String, default: null })
  bulkDay!: string | null;

  /** Which resolution of the audience won, naming its batches; null until it went out. */
  @Prop({ type: String, default: null })
  audienceRun!: string | null;

  @Prop({ type: Number, default: null })
  batchCount!: number | null;

  /** Batches whose every recipient is settled. */
  @Prop({ type: [Number], default: [] })
  doneBatches!: number[];

  @Prop({ type: Number, default: 0 })
  totalRecipients!: number;

  @Prop({ type: Number, default: 0 })
  delivered!: number;

  @Prop({ type: Number, default: 0 })
  failed!: number;

  @Prop({ type: Date, required: true })
  createdAt!: Date;

  @Prop({ type: Date, default: null })
  completedAt!: Date | null;

  @Prop({ type: Date, default: null })
  canceledAt!: Date | null;
}

export const BroadcastSchema = SchemaFactory.createForClass(Broadcast);
BroadcastSchema.index({ senderId: 1, createdAt: -1 });

/** A slice of a broadcast's recipients, `<broadcast>-<run>-<index>`, delivered by one job. */
@Schema({ collection: 'broadcast_batches', versionKey: false })
export class BroadcastBatch {
  @Prop({ type: String, required: true })
  _id!: string;

  @Prop({ type: String, required: true })
  broadcastId!: string;

  @Prop({ type: [String], required: true })
  recipientIds!: string[];
}

export const BroadcastBatchSchema = SchemaFactory.createForClass(BroadcastBatch);
