import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';
import { ONLINE_STATUSES, type OnlineStatus } from '@tessera/rules';
import { outboxPlugin } from '@tessera/platform';

/**
 * The last status change of a user as announced: what survives the loss of Redis (lastSeen
 * above all), and the outbox of the `presence.changed` events.
 */
@Schema({ collection: 'presence_records', versionKey: false })
export class PresenceRecord {
  /** The user's id. */
  @Prop({ type: String, required: true })
  _id!: string;

  @Prop({ type: String, enum: ONLINE_STATUSES, required: true })
  status!: OnlineStatus;

  @Prop({ type: Date, default: null })
  lastSeen!: Date | null;

  @Prop({ type: Date, required: true })
  changedAt!: Date;

  /** The live store's version of this change; an older change arriving late never overwrites it. */
  @Prop({ type: Number, required: true })
  version!: number;
}

export const PresenceRecordSchema = SchemaFactory.createForClass(PresenceRecord);
PresenceRecordSchema.plugin(outboxPlugin);
