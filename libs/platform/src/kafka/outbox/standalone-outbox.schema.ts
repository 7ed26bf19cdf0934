import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';
import type { EventEnvelope } from '@tessera/contracts';
import { Schema as MongooseSchema } from 'mongoose';

/**
 * Events that do not belong to a stored aggregate (a failed sign-in for an unknown email); the
 * document is the event, so inserting it is the whole, atomic write.
 */
@Schema({ collection: 'outbox_events', versionKey: false })
export class StandaloneOutboxEvent {
  @Prop({ type: String, required: true })
  _id!: string;

  @Prop({ type: MongooseSchema.Types.Mixed, required: true })
  event!: EventEnvelope;

  @Prop({ type: Date, required: true })
  createdAt!: Date;

  /** Set when the event could not be published; parked events are kept but no longer relayed. */
  @Prop({ type: String })
  parkedReason?: string;
}

export const StandaloneOutboxEventSchema = SchemaFactory.createForClass(StandaloneOutboxEvent);
StandaloneOutboxEventSchema.index({ parkedReason: 1, createdAt: 1 });
