import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';
import type { AccountStatus, VerificationStatus } from '@tessera/contracts';
import type { Role } from '@tessera/rules';
import { appliedEventsPlugin, outboxPlugin } from '@tessera/platform';

/**
 * An account as admins see it, kept from auth's events and export and the activity events of the
 * other services. Profile fields take the newest of `profileChangedAt`, the standing the newest of
 * `statusChangedAt`; counters move by each fact's change (see `UserTalliesRepository`). A document
 * may exist with counters only, until the account's registration arrives.
 */
@Schema({ collection: 'admin_users', versionKey: false })
export class AdminUser {
  @Prop({ type: String, required: true })
  _id!: string;

  @Prop({ type: String, default: null })
  email!: string | null;

  @Prop({ type: String })
  username?: string;

  @Prop({ type: String, default: '' })
  displayName!: string;

  @Prop({ type: String, default: '' })
  avatar!: string;

  @Prop({ type: String, default: 'subscriber' })
  role!: Role;

  @Prop({ type: Boolean, default: false })
  isVerified!: boolean;

  @Prop({ type: String, default: 'active' })
  status!: AccountStatus;

  @Prop({ type: String, default: 'none' })
  verificationStatus!: VerificationStatus;

  /** Lowercased email, username and display name, matched by prefix. */
  @Prop({ type: [String], default: [] })
  searchKeys!: string[];

  /**
   * The first characters of each search key: a search asks for its own first characters by
   * equality, which an index answers on every store, before the prefix match over `searchKeys`.
   */
  @Prop({ type: [String], default: [] })
  searchBuckets!: string[];

  @Prop({ type: Number, default: 0 })
  totalSpentCents!: number;

  @Prop({ type: Date, default: null })
  lastActiveAt!: Date | null;

  @Prop({ type: String, default: null })
  ipAddress!: string | null;

  @Prop({ type: [String], default: [] })
  flaggedReasons!: string[];

  @Prop({ type: String, default: '' })
  moderationNotes!: string;

  @Prop({ type: Number, default: 0 })
  createdContentCount!: number;

  @Prop({ type: Number, default: 0 })
  subscriptionCount!: number;

  @Prop({ type: Date })
  createdAt?: Date;

  @Prop({ type: Date })
  profileChangedAt?: Date;

  @Prop({ type: Date })
  statusChangedAt?: Date;
}

export const AdminUserSchema = SchemaFactory.createForClass(AdminUser);
AdminUserSchema.plugin(appliedEventsPlugin);
AdminUserSchema.plugin(outboxPlugin);
AdminUserSchema.index({ searchKeys: 1 });
AdminUserSchema.index({ searchBuckets: 1 });
AdminUserSchema.index({ createdAt: -1 });
AdminUserSchema.index({ status: 1 });
