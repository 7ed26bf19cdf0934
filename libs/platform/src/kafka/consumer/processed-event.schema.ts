import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';

/** Remembers handled event ids so a redelivered event is not applied twice. */
@Schema({ collection: 'processed_events', versionKey: false })
export class ProcessedEvent {
  @Prop({ type: String, required: true })
  _id!: string;

  @Prop({ type: String, required: true })
  type!: string;

  @Prop({ type: Date, required: true })
  processedAt!: Date;
}

export const ProcessedEventSchema = SchemaFactory.createForClass(ProcessedEvent);
