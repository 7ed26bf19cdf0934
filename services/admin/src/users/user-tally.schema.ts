import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';

/** The user counters a fact adds to. */
export type TallyField = 'createdContentCount' | 'subscriptionCount' | 'totalSpentCents';

/**
 * One fact behind a user's counters (a post is published, a subscription is active, a payment
 * stands), with what it adds now and added before the last event that changed it, so a
 * redelivered event moves the counter by the same amount again and no more.
 */
@Schema({ collection: 'admin_user_tallies', versionKey: false })
export class UserTally {
  /** `<kind>:<id>`, e.g. `post:<contentId>`. */
  @Prop({ type: String, required: true })
  _id!: string;

  @Prop({ type: String, required: true })
  userId!: string;

  @Prop({ type: String, required: true })
  field!: TallyField;

  @Prop({ type: Number, required: true })
  value!: number;

  @Prop({ type: Number, required: true })
  previousValue!: number;

  @Prop({ type: Date, required: true })
  changedAt!: Date;

  @Prop({ type: String, required: true })
  eventId!: string;
}

export const UserTallySchema = SchemaFactory.createForClass(UserTally);
