import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';
import { outboxPlugin } from '@tessera/platform';

/**
 * A user's choice, from auth's `user.updated`, whether others see when they are online. Only
 * changes are stored: a user without a document shows their status, as every user did before.
 * Its outbox carries the `presence.changed` event of a choice that changes what others see.
 */
@Schema({ collection: 'presence_privacy', versionKey: false })
export class PresencePrivacy {
  /** The user's id. */
  @Prop({ type: String, required: true })
  _id!: string;

  @Prop({ type: Boolean, required: true })
  hidden!: boolean;

  /** When auth made the change; an older event never overwrites a newer one. */
  @Prop({ type: Date, required: true })
  changedAt!: Date;
}

export const PresencePrivacySchema = SchemaFactory.createForClass(PresencePrivacy);
PresencePrivacySchema.index({ hidden: 1 });
PresencePrivacySchema.plugin(outboxPlugin);
