import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';
import { appliedEventsPlugin } from '@tessera/platform';

/** A pay-per-view message as billing sells it: who gets paid, how much, and who may buy it. */
@Schema({ collection: 'catalog_messages', versionKey: false })
export class CatalogMessage {
  /** The message id. */
  @Prop({ type: String, required: true })
  _id!: string;

  /** The sender, who is paid. */
  @Prop({ type: String, required: true })
  creatorId!: string;

  @Prop({ type: Number, required: true })
  priceCents!: number;

  /** The participants it was sent to; nobody else can buy it. */
  @Prop({ type: [String], required: true })
  recipientIds!: string[];
}

export const CatalogMessageSchema = SchemaFactory.createForClass(CatalogMessage);
CatalogMessageSchema.plugin(appliedEventsPlugin);
