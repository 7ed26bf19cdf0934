import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';

/**
 * A passkey: the public half of a key pair an authenticator keeps for one account. `_id` is the
 * credential id the authenticator names it by, so a sign-in finds it by `_id`.
 */
@Schema({ collection: 'passkeys', versionKey: false, timestamps: true })
export class Passkey {
  /** The credential id, base64url. */
  @Prop({ type: String, required: true })
  _id!: string;

  @Prop({ type: String, required: true, index: true })
  userId!: string;

  @Prop({ type: String, required: true })
  name!: string;

  /** The COSE-encoded public key, base64url. */
  @Prop({ type: String, required: true })
  publicKey!: string;

  /** The authenticator's signature counter as last seen; 0 for those that keep none. */
  @Prop({ type: Number, required: true, default: 0 })
  counter!: number;

  /** How the browser can reach the authenticator (usb, internal, hybrid...). */
  @Prop({ type: [String], default: [] })
  transports!: string[];

  /** Backed up: the authenticator syncs it to the owner's other devices. */
  @Prop({ type: Boolean, default: false })
  synced!: boolean;

  @Prop({ type: Date, default: null })
  lastUsedAt!: Date | null;

  createdAt!: Date;
}

export const PasskeySchema = SchemaFactory.createForClass(Passkey);
