import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';

/**
 * The subscriptions of one subscriber, so their status page reads by `_id` twice instead of
 * scanning every subscription (the local database answers only `_id` and unique keys from an index).
 */
@Schema({ collection: 'subscription_holders', versionKey: false })
export class SubscriptionHolder {
  /** The subscriber's user id. */
  @Prop({ type: String, required: true })
  _id!: string;

  @Prop({ type: [String], default: [] })
  subscriptionIds!: string[];
}

export const SubscriptionHolderSchema = SchemaFactory.createForClass(SubscriptionHolder);
