import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';
import { appliedEventsPlugin } from '@tessera/platform';
import type { HeldSubscriptionState } from '@tessera/contracts';
import type { Role } from '@tessera/rules';
import { Schema as MongooseSchema } from 'mongoose';

/**
 * What messaging knows of a user, in one document read by `_id`: the profile fields a
 * conversation shows, the address notifications are mailed to, the role that decides whose
 * accept-list applies, the platform plan whose limits govern sending and the user's subscriptions
 * to creators. Written by events only.
 */
@Schema({ collection: 'users', versionKey: false })
export class MessagingUser {
  @Prop({ type: String, required: true })
  _id!: string;

  @Prop({ type: String, default: null })
  role!: Role | null;

  @Prop({ type: String, default: '' })
  username!: string;

  @Prop({ type: String, default: '' })
  displayName!: string;

  @Prop({ type: String, default: '' })
  avatar!: string;

  /** Where notification mails go; from `user.registered` (auth's events never change it later). */
  @Prop({ type: String, default: '' })
  email!: string;

  @Prop({ type: MongooseSchema.Types.Mixed, default: null })
  platform!: HeldSubscriptionState | null;

  /** Creator id → the user's subscription to that creator. */
  @Prop({ type: MongooseSchema.Types.Mixed, default: {} })
  creators!: Record<string, HeldSubscriptionState>;
}

export const MessagingUserSchema = SchemaFactory.createForClass(MessagingUser);
MessagingUserSchema.plugin(appliedEventsPlugin);
MessagingUserSchema.index({ role: 1 });
