import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';

/** One figure of one owner (a creator, or `platform`) on one UTC day. */
@Schema({ collection: 'daily_metrics', versionKey: false })
export class DailyMetric {
  /** `<owner>|<metric>|<YYYY-MM-DD>`. */
  @Prop({ type: String, required: true })
  _id!: string;

  @Prop({ type: String, required: true })
  owner!: string;

  @Prop({ type: String, required: true })
  metric!: string;

  @Prop({ type: String, required: true })
  day!: string;

  @Prop({ type: Number, required: true, default: 0 })
  value!: number;
}

export const DailyMetricSchema = SchemaFactory.createForClass(DailyMetric);
DailyMetricSchema.index({ owner: 1, metric: 1, day: 1 });
