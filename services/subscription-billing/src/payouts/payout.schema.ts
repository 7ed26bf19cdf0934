import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';
import { PAYOUT_STATUSES } from '@tessera/contracts';

export type PayoutStatus = (typeof PAYOUT_STATUSES)[number];
export const PAYOUT_ORIGINS = ['schedule', 'request', 'admin'] as const;
export type PayoutOrigin = (typeof PAYOUT_ORIGINS)[number];

/**
 * Money sent to a creator's payout account. The amount leaves the creator's balance when the
 * payout is created (ledger journals keyed by the payout id), is sent on or after `scheduledFor`,
 * and comes back with a reversal journal if sending fails.
 */
@Schema({ collection: 'payouts', versionKey: false, timestamps: true })
export class Payout {
  /** The weekly schedule's payouts are keyed by creator and week, so a rerun pays once. */
  @Prop({ type: String, required: true })
  _id!: string;

  @Prop({ type: String, required: true })
  creatorId!: string;

  /** Taken off the creator's balance: the fee plus what is sent. */
  @Prop({ type: Number, required: true })
  amountCents!: number;

  @Prop({ type: Number, required: true })
  feeCents!: number;

  @Prop({ type: Number, required: true })
  netCents!: number;

  @Prop({ type: String, required: true })
  currency!: string;

  @Prop({ type: String, required: true, enum: PAYOUT_STATUSES })
  status!: PayoutStatus;

  @Prop({ type: String, required: true, enum: PAYOUT_ORIGINS })
  origin!: PayoutOrigin;

  @Prop({ type: Date, required: true })
  scheduledFor!: Date;

  @Prop({ type: String })
  transferId?: string;

  @Prop({ type: String })
  failureReason?: string;

  @Prop({ type: Date })
  settledAt?: Date;

  createdAt!: Date;
}

export const PayoutSchema = SchemaFactory.createForClass(Payout);
/** Exactly the filter of a status move, so the local database answers it from an index. */
PayoutSchema.index({ _id: 1, status: 1 }, { unique: true });
PayoutSchema.index({ creatorId: 1, createdAt: -1 });
PayoutSchema.index({ status: 1, scheduledFor: 1 });
