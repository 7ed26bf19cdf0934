import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';

/** A post's newest known counters, to turn absolute counts into each day's change. */
@Schema({ collection: 'post_counters', versionKey: false })
export class PostCounters {
  @Prop({ type: String, required: true })
  _id!: string;

  @Prop({ type: Number, default: 0 })
  likes!: number;

  @Prop({ type: Number, default: 0 })
  comments!: number;

  @Prop({ type: Number, default: 0 })
  views!: number;

  @Prop({ type: Date, required: true })
  changedAt!: Date;
}

export const PostCountersSchema = SchemaFactory.createForClass(PostCounters);

/** One payment a creator earned from (a tip or a pay-per-view unlock), and whether it was taken back. */
@Schema({ collection: 'earnings', versionKey: false })
export class Earning {
  /** `tip:<id>` or `unlock:<id>`. */
  @Prop({ type: String, required: true })
  _id!: string;

  @Prop({ type: Number, required: true })
  amountCents!: number;

  @Prop({ type: Boolean, required: true })
  revoked!: boolean;

  @Prop({ type: Date, required: true })
  changedAt!: Date;
}

export const EarningSchema = SchemaFactory.createForClass(Earning);
