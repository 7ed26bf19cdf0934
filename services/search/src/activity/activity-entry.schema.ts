import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';

/** A public happening on the platform: a creator joined, or a public post was published. */
@Schema({ collection: 'activity', versionKey: false })
export class ActivityEntry {
  /** The id of the event it came from, so a replay stores it once. */
  @Prop({ type: String, required: true })
  _id!: string;

  @Prop({ type: String, required: true, enum: ['joined', 'published'] })
  type!: 'joined' | 'published';

  @Prop({ type: String, required: true })
  actorId!: string;

  @Prop({ type: String, default: null })
  subjectId!: string | null;

  @Prop({ type: Date, required: true, index: true })
  occurredAt!: Date;
}

export const ActivityEntrySchema = SchemaFactory.createForClass(ActivityEntry);
