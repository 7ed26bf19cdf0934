import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';
import type { UserTimelineKind } from '@tessera/contracts';
import { appliedEventsPlugin } from '@tessera/platform';

export interface TimelineEntry {
  id: string;
  kind: UserTimelineKind;
  summary: string;
  occurredAt: Date;
}

/** The most entries a user's timeline keeps; older ones drop off. */
export const TIMELINE_CAP = 100;

/** A user's recent sign-ins, posts, payments, reports and admin actions, newest first. */
@Schema({ collection: 'admin_user_timelines', versionKey: false })
export class UserTimeline {
  /** The user's id. */
  @Prop({ type: String, required: true })
  _id!: string;

  @Prop({
    type: [{ _id: false, id: String, kind: String, summary: String, occurredAt: Date }],
    default: [],
  })
  entries!: TimelineEntry[];
}

export const UserTimelineSchema = SchemaFactory.createForClass(UserTimeline);
UserTimelineSchema.plugin(appliedEventsPlugin);
