import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';

/** The lease of one outbox store: who relays it, and until when. */
@Schema({ collection: 'outbox_leases', versionKey: false })
export class OutboxLeaseRecord {
  /** The store's name. */
  @Prop({ type: String, required: true })
  _id!: string;

  @Prop({ type: String, required: true })
  holder!: string;

  @Prop({ type: Date, required: true })
  expiresAt!: Date;
}

export const OutboxLeaseRecordSchema = SchemaFactory.createForClass(OutboxLeaseRecord);
