import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';
import type { AccountStatus } from '@tessera/contracts';
import { appliedEventsPlugin } from '@tessera/platform';

/** The public face of a user as posts show it, kept from auth's user events. */
@Schema({ collection: 'creator_profiles', versionKey: false })
export class CreatorProfile {
  /** The user id. */
  @Prop({ type: String, required: true })
  _id!: string;

  @Prop({ type: String, default: '' })
  username!: string;

  @Prop({ type: String, default: '' })
  displayName!: string;

  @Prop({ type: String, default: '' })
  avatar!: string;

  @Prop({ type: String, default: 'subscriber' })
  role!: string;

  @Prop({ type: Date, default: null })
  joinedAt!: Date | null;

  /** Suspended and banned users' posts leave public view; they and admins still see them. */
  @Prop({ type: String, default: 'active' })
  accountStatus!: AccountStatus;

  /** Identity verified by an admin; the platform may require it before posts are published. */
  @Prop({ type: Boolean, default: false })
  isVerified!: boolean;
}

export const CreatorProfileSchema = SchemaFactory.createForClass(CreatorProfile);
CreatorProfileSchema.plugin(appliedEventsPlugin);
CreatorProfileSchema.index({ accountStatus: 1 });
