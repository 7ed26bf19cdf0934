import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';

/**
 * Remembers handled event ids so a redelivered event is not applied twice. Records expire once a
 * redelivery can no longer happen (after the topics' retention).
 */
@Schema({ collection: 'processed_events', versionKey: false })
export class ProcessedEvent {
  @Prop({ type: String, required: true })
  _id!: string;

  @Prop({ type: String, required: true })
  type!: string;

  @Prop({ type: Date, required: true })
  processedAt!: Date;

  @Prop({ type: Date, required: true })
  expiresAt!: Date;
}

export const ProcessedEventSchema = SchemaFactory.createForClass(ProcessedEvent);
ProcessedEventSchema.index({ expiresAt: 1 }, { expireAfterSeconds: 0 });
