import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';
import type { JWK } from 'jose';
import type { EncryptedSecret } from './signing-key.cipher';

/**
 * One Ed25519 key pair of the access-token signing rotation. Its id is its rotation period, so every
 * replica of auth settles on the same key for a period. The private half is stored encrypted.
 */
@Schema({ collection: 'signing_keys', versionKey: false })
export class SigningKey {
  /** `period-<n>`; also the `kid` of the tokens it signs. */
  @Prop({ type: String, required: true })
  _id!: string;

  @Prop({ type: Object, required: true })
  publicJwk!: JWK;

  @Prop({ type: Object, required: true })
  privateJwk!: EncryptedSecret;

  /** Tokens are signed with it from this moment... */
  @Prop({ type: Date, required: true })
  signFrom!: Date;

  /** ...until this one; it stays published while tokens it signed can still be alive. */
  @Prop({ type: Date, required: true })
  signUntil!: Date;

  @Prop({ type: Date, required: true })
  createdAt!: Date;
}

export const SigningKeySchema = SchemaFactory.createForClass(SigningKey);
