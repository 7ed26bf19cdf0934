import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';
import { PAYOUT_STATUSES, type PayoutHoldCode } from '@tessera/contracts';
import { outboxPlugin } from '@tessera/platform';

export type PayoutStatus = (typeof PAYOUT_STATUSES)[number];
export const PAYOUT_ORIGINS = ['schedule', 'request', 'admin'] as const;
export type PayoutOrigin = (typeof PAYOUT_ORIGINS)[number];

/** Why a held payout waits: set with status `held`, removed when it is released. */
export interface StoredPayoutHold {
  code: PayoutHoldCode;
  reason: string;
  /** The admin who held it; null when the weekly run did. */
  heldBy: string | null;
  heldAt: Date;
}

/**
 * Money sent to a creator's payout account. The amount leaves the creator's balance when the
 * payout is created (ledger journals keyed by the payout id), is sent on or after `scheduledFor`,
 * and comes back with a reversal journal if sending fails. A held payout is not sent until it is
 * released, by an admin or, when the platform held it, by the weekly run once the cause is gone.
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

  @Prop({ type: Object })
  hold?: StoredPayoutHold;

  createdAt!: Date;
}

export const PayoutSchema = SchemaFactory.createForClass(Payout);
/** Exactly the filter of a status move, so the local database answers it from an index. */
PayoutSchema.index({ _id: 1, status: 1 }, { unique: true });
PayoutSchema.index({ creatorId: 1, createdAt: -1 });
PayoutSchema.index({ status: 1, scheduledFor: 1 });
PayoutSchema.index({ createdAt: -1 });
PayoutSchema.index({ status: 1, createdAt: -1 });
// Hold and release write their audit entry in the same update as the status.
PayoutSchema.plugin(outboxPlugin);
