import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';
import { outboxPlugin } from '@tessera/platform';
import type { AccountStatus, VerificationStatus } from '@tessera/contracts';
import type { Role } from '@tessera/rules';
import { Schema as MongooseSchema } from 'mongoose';

export class PlatformTier {
  tierId!: string;
  status!: 'active' | 'canceled' | 'expired' | 'past_due';
  currentPeriodEnd!: Date | null;
  subscriptionId!: string;
  /** When billing made this state; an older report never overwrites a newer one. */
  changedAt?: Date;
}

@Schema({ collection: 'users', versionKey: false, timestamps: true })
export class User {
  @Prop({ type: String, required: true })
  _id!: string;

  @Prop({ type: String, required: true, unique: true })
  email!: string;

  @Prop({ type: String, required: true })
  username!: string;

  /** Usernames are unique regardless of letter case. */
  @Prop({ type: String, required: true, unique: true })
  usernameKey!: string;

  @Prop({ type: String, required: true })
  displayName!: string;

  @Prop({ type: String, default: null })
  passwordHash!: string | null;

  @Prop({ type: String, required: true })
  role!: Role;

  @Prop({ type: String, required: true })
  authProvider!: 'local' | 'google';

  @Prop({ type: String, default: null, index: true })
  googleId!: string | null;

  @Prop({ type: Boolean, default: false })
  emailVerified!: boolean;

  @Prop({ type: Boolean, default: false })
  isVerified!: boolean;

  @Prop({ type: String, default: '' })
  avatar!: string;

  @Prop({ type: String, default: '' })
  coverImage!: string;

  @Prop({ type: String, default: '' })
  bio!: string;

  @Prop({ type: MongooseSchema.Types.Mixed, default: {} })
  socialLinks!: Record<string, string>;

  @Prop({ type: Boolean, required: false })
  setupComplete?: boolean;

  /** A creator's choice to show visitors how many subscribe to them; absent means hidden. */
  @Prop({ type: Boolean, required: false })
  showSubscriberCount?: boolean;

  /** Others see when the account is online and was last seen; absent means shown. */
  @Prop({ type: Boolean, required: false })
  showOnlineStatus?: boolean;

  /** People search finds the profile; absent means found. */
  @Prop({ type: Boolean, required: false })
  showInSearch?: boolean;

  @Prop({ type: MongooseSchema.Types.Mixed, default: null })
  subscriptionTier!: PlatformTier | null;

  @Prop({ type: Date, default: null })
  passwordChangedAt!: Date | null;

  /** Whether the account may be used; accounts stored before it existed have none and are active. */
  @Prop({ type: String, required: false })
  status?: AccountStatus;

  /** The admin's reason for the current status, told to the account holder. */
  @Prop({ type: String, required: false })
  statusReason?: string;

  @Prop({ type: Date, required: false })
  statusChangedAt?: Date;

  /** The reason of every ban, oldest first; reinstating the account keeps them. */
  @Prop({ type: [String], required: false })
  flaggedReasons?: string[];

  /** Kept in step with `isVerified`: verified exactly when it is true. Absent: from `isVerified`. */
  @Prop({ type: String, required: false })
  verificationStatus?: VerificationStatus;

  /** When the holder deleted the account; its profile and credentials were erased then. */
  @Prop({ type: Date, required: false })
  deletedAt?: Date;

  createdAt!: Date;
  updatedAt!: Date;
}

export const UserSchema = SchemaFactory.createForClass(User);
UserSchema.plugin(outboxPlugin);
// Strangers page through creators only, newest first.
UserSchema.index({ role: 1, createdAt: -1 });
