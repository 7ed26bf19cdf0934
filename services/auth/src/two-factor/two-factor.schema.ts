import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';
import { Schema as MongooseSchema } from 'mongoose';
import type { EncryptedSecret } from '../signing-keys/signing-key.cipher';

/**
 * An account's authenticator-app credential, one document per account (`_id` is the user id).
 * The TOTP secret is stored encrypted; recovery codes only as hashes.
 */
@Schema({ collection: 'two_factor_credentials', versionKey: false, timestamps: true })
export class TwoFactorCredential {
  @Prop({ type: String, required: true })
  _id!: string;

  /** The secret being set up, until a first code proves the app has it. */
  @Prop({ type: MongooseSchema.Types.Mixed, default: null })
  pendingSecret!: EncryptedSecret | null;

  /** The secret in use; null while two-factor sign-in is off. */
  @Prop({ type: MongooseSchema.Types.Mixed, default: null })
  secret!: EncryptedSecret | null;

  @Prop({ type: Date, default: null })
  enabledAt!: Date | null;

  /** SHA-256 of each recovery code not used yet. */
  @Prop({ type: [String], default: [] })
  recoveryCodeHashes!: string[];

  /** The latest time step a code was accepted for: no code is accepted twice. */
  @Prop({ type: Number, default: 0 })
  lastTimeStep!: number;
}

export const TwoFactorCredentialSchema = SchemaFactory.createForClass(TwoFactorCredential);
