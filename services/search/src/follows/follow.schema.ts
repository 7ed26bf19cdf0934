import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';

/** A subscription to a creator, as its newest lifecycle event reported it. */
@Schema({ collection: 'follows', versionKey: false })
export class Follow {
  /** The subscription id. */
  @Prop({ type: String, required: true })
  _id!: string;

  @Prop({ type: String, required: true, index: true })
  subscriberId!: string;

  @Prop({ type: String, required: true, index: true })
  creatorId!: string;

  @Prop({ type: String, required: true })
  status!: string;

  @Prop({ type: Date, required: true })
  currentPeriodEnd!: Date;

  @Prop({ type: Date, required: true })
  changedAt!: Date;
}

export const FollowSchema = SchemaFactory.createForClass(Follow);
