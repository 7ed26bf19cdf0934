import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';

export type AccountTokenPurpose =
  'verify-email' | 'reset-password' | 'sign-in-link' | 'change-email';

/** A single-use, expiring link token; only a hash of its secret is kept. */
@Schema({
  collection: 'account_tokens',
  versionKey: false,
  timestamps: { createdAt: true, updatedAt: false },
})
export class AccountToken {
  @Prop({ type: String, required: true })
  _id!: string;

  @Prop({ type: String, required: true })
  secretHash!: string;

  @Prop({ type: String, required: true, index: true })
  userId!: string;

  @Prop({ type: String, required: true })
  purpose!: AccountTokenPurpose;

  @Prop({ type: Date, required: true })
  expiresAt!: Date;

  @Prop({ type: Date, default: null })
  usedAt!: Date | null;
}

export const AccountTokenSchema = SchemaFactory.createForClass(AccountToken);
AccountTokenSchema.index({ expiresAt: 1 }, { expireAfterSeconds: 0 });
