import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';
import type { AccountStatus } from '@tessera/contracts';
import { appliedEventsPlugin } from '@tessera/platform';

export type DirectoryRole = 'subscriber' | 'creator' | 'admin';

/** What billing needs to know about a user: who may be paid and how to name them. */
@Schema({ collection: 'user_directory', versionKey: false })
export class DirectoryUser {
  /** The user's id. */
  @Prop({ type: String, required: true })
  _id!: string;

  @Prop({ type: String })
  role?: DirectoryRole;

  @Prop({ type: String })
  username?: string;

  @Prop({ type: String })
  displayName?: string;

  /** Suspended and banned creators sell nothing and their subscriptions do not renew. */
  @Prop({ type: String })
  accountStatus?: AccountStatus;

  /** From auth's `user.updated`; absent until an admin first verifies the user. */
  @Prop({ type: Boolean })
  isVerified?: boolean;

  /** From auth's `user.updated`: the creator shows visitors their subscriber counts. */
  @Prop({ type: Boolean })
  showSubscriberCount?: boolean;

  /** Time of the newest event applied; an older event never overwrites a newer one. */
  @Prop({ type: Date, required: true })
  changedAt!: Date;
}

export const DirectoryUserSchema = SchemaFactory.createForClass(DirectoryUser);
DirectoryUserSchema.plugin(appliedEventsPlugin);
