import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';

/** A processor event already handled; its id is the processor's event id. */
@Schema({ collection: 'webhook_events', versionKey: false })
export class WebhookEvent {
  @Prop({ type: String, required: true })
  _id!: string;

  @Prop({ type: String, required: true })
  type!: string;

  @Prop({ type: Date, required: true })
  handledAt!: Date;
}

export const WebhookEventSchema = SchemaFactory.createForClass(WebhookEvent);
// Stripe retries an event for up to three days; remembering it for thirty covers every retry.
WebhookEventSchema.index({ handledAt: 1 }, { expireAfterSeconds: 30 * 86_400 });
