import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';
import { outboxPlugin } from '@tessera/platform';
import { Schema as MongooseSchema } from 'mongoose';

export const DEAD_LETTER_STATUSES = ['parked', 'replayed'] as const;
export type DeadLetterStatus = (typeof DEAD_LETTER_STATUSES)[number];

/**
 * A message a consumer group parked on a dead-letter topic, copied from the broker so admins can
 * count, list and replay it. Its id is where it sits on the broker, so reading the topic again
 * stores nothing twice.
 */
@Schema({ collection: 'dead_letters', versionKey: false })
export class DeadLetter {
  /** `<dead-letter topic>:<partition>:<offset>`. */
  @Prop({ type: String, required: true })
  _id!: string;

  @Prop({ type: String, required: true })
  service!: string;

  @Prop({ type: String, required: true })
  groupId!: string;

  /** The original topic. */
  @Prop({ type: String, required: true })
  topic!: string;

  @Prop({ type: String, default: null })
  eventId!: string | null;

  @Prop({ type: String, required: true })
  key!: string;

  @Prop({ type: String, required: true })
  reason!: string;

  @Prop({ type: Number, required: true })
  attempts!: number;

  @Prop({ type: Date, required: true })
  failedAt!: Date;

  /** The message as the consumer received it, published again as it was. */
  @Prop({ type: MongooseSchema.Types.Mixed, required: true })
  message!: unknown;

  @Prop({ type: String, required: true, enum: DEAD_LETTER_STATUSES })
  status!: DeadLetterStatus;

  @Prop({ type: Date, default: null })
  replayedAt!: Date | null;

  @Prop({ type: String, default: null })
  replayedBy!: string | null;
}

export const DeadLetterSchema = SchemaFactory.createForClass(DeadLetter);
DeadLetterSchema.index({ status: 1, topic: 1, service: 1, failedAt: -1 });

/** An admin's replay of dead letters, stored with its audit event in one write. */
@Schema({ collection: 'dead_letter_replays', versionKey: false })
export class DeadLetterReplay {
  @Prop({ type: String, required: true })
  _id!: string;

  @Prop({ type: String, required: true })
  adminId!: string;

  @Prop({ type: String, required: true })
  topic!: string;

  @Prop({ type: String, default: null })
  service!: string | null;

  @Prop({ type: [String], default: [] })
  deadLetterIds!: string[];

  @Prop({ type: Date, required: true })
  at!: Date;
}

export const DeadLetterReplaySchema = SchemaFactory.createForClass(DeadLetterReplay);
DeadLetterReplaySchema.plugin(outboxPlugin);
