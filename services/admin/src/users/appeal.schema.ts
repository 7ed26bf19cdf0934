import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';
import type { AccountStatus } from '@tessera/contracts';
import { outboxPlugin } from '@tessera/platform';

/** `awaiting`: the user was told of the decision and has not appealed yet. */
export type AppealState = 'awaiting' | 'open' | 'upheld' | 'reinstated';

/**
 * The one appeal a suspension or ban allows. It exists from the status change on, holding only
 * the hash of the token mailed to the user (who cannot sign in), and takes the user's message
 * once.
 */
@Schema({ collection: 'admin_appeals', versionKey: false })
export class Appeal {
  @Prop({ type: String, required: true })
  _id!: string;

  @Prop({ type: String, required: true })
  userId!: string;

  /** SHA-256 of the mailed token, hex. */
  @Prop({ type: String, required: true, unique: true })
  tokenHash!: string;

  @Prop({ type: String, required: true })
  appealedStatus!: AccountStatus;

  @Prop({ type: String, required: true })
  statusReason!: string;

  @Prop({ type: Date, required: true })
  expiresAt!: Date;

  @Prop({ type: String, required: true, index: true })
  state!: AppealState;

  @Prop({ type: String, default: null })
  message!: string | null;

  @Prop({ type: Date, default: null })
  submittedAt!: Date | null;

  @Prop({ type: Date, default: null })
  decidedAt!: Date | null;

  @Prop({ type: String, default: null })
  decidedBy!: string | null;

  @Prop({ type: String, default: null })
  decisionNotes!: string | null;
}

export const AppealSchema = SchemaFactory.createForClass(Appeal);
AppealSchema.plugin(outboxPlugin);
