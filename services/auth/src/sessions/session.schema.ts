import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';
import type { EventInput } from '@tessera/contracts';
import { outboxPlugin } from '@tessera/platform';

/** Why a session ended; the same reasons the `session.revoked` event carries. */
export type SessionRevokedReason = EventInput<'session.revoked'>['reason'];

/**
 * A sign-in session: one refresh-token family. Only hashes of refresh tokens are stored; a token
 * that was already rotated away and comes back means it leaked, and the whole family is revoked.
 */
@Schema({ collection: 'sessions', versionKey: false, timestamps: true })
export class Session {
  @Prop({ type: String, required: true })
  _id!: string;

  @Prop({ type: String, required: true, index: true })
  userId!: string;

  @Prop({ type: Boolean, required: true })
  rememberMe!: boolean;

  @Prop({ type: String, required: true })
  currentTokenHash!: string;

  @Prop({ type: [String], default: [] })
  rotatedTokenHashes!: string[];

  @Prop({ type: Date, required: true })
  expiresAt!: Date;

  @Prop({ type: Date, default: null })
  revokedAt!: Date | null;

  @Prop({ type: String, default: null })
  revokedReason!: SessionRevokedReason | null;

  /** The remembered device whose token started this session, so forgetting it ends the session. */
  @Prop({ type: String, default: null })
  deviceId!: string | null;

  @Prop({ type: Date, required: true })
  lastUsedAt!: Date;

  @Prop({ type: String, default: '' })
  userAgent!: string;

  @Prop({ type: String, default: '' })
  ipAddress!: string;

  createdAt!: Date;
}

export const SessionSchema = SchemaFactory.createForClass(Session);
SessionSchema.plugin(outboxPlugin);
// Ended or not, a session past its expiry can neither refresh nor be reused: it is deleted.
SessionSchema.index({ expiresAt: 1 }, { expireAfterSeconds: 0 });
