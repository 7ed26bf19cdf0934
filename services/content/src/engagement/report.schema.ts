import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';
import { outboxPlugin } from '@tessera/platform';

/** A user's report of a post; one per user and post, announced as `content.flagged`. */
@Schema({
  collection: 'reports',
  versionKey: false,
  timestamps: { createdAt: 'reportedAt', updatedAt: false },
})
export class Report {
  /** `<postId>:<userId>` */
  @Prop({ type: String, required: true })
  _id!: string;

  @Prop({ type: String, required: true })
  contentId!: string;

  @Prop({ type: String, required: true })
  reportedBy!: string;

  @Prop({ type: String, required: true })
  reason!: string;

  @Prop({ type: String, default: '' })
  description!: string;

  @Prop({ type: String, default: 'open' })
  status!: 'open' | 'resolved';

  reportedAt!: Date;
}

export const ReportSchema = SchemaFactory.createForClass(Report);
ReportSchema.plugin(outboxPlugin);
