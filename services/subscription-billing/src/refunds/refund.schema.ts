import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';
import {
  REFUND_SOURCES,
  REFUND_STATUSES,
  type RefundSource,
  type RefundStatus,
} from '@tessera/contracts';
import { outboxPlugin } from '@tessera/platform';

/** Money going back to a payer, asked for by an admin or by the payer, and how it went. */
@Schema({ collection: 'refunds', versionKey: false, timestamps: true })
export class Refund {
  /** An admin's refund: derived from the request, so the same request twice is one refund. */
  @Prop({ type: String, required: true })
  _id!: string;

  @Prop({ type: String, required: true, index: true })
  paymentId!: string;

  @Prop({ type: String, required: true })
  payerId!: string;

  @Prop({ type: String })
  creatorId?: string;

  @Prop({ type: String, required: true })
  purpose!: string;

  @Prop({ type: Number, required: true })
  amountCents!: number;

  @Prop({ type: String, required: true })
  currency!: string;

  @Prop({ type: String, required: true })
  reason!: string;

  @Prop({ type: String, required: true, enum: REFUND_STATUSES })
  status!: RefundStatus;

  @Prop({ type: String, required: true, enum: REFUND_SOURCES })
  source!: RefundSource;

  /** The payer who asked, or the admin who issued it. */
  @Prop({ type: String, required: true })
  requestedBy!: string;

  /** The admin who decided the money goes back; set, a `pending` refund is being sent. */
  @Prop({ type: String })
  issuedBy?: string;

  /** The second admin, above the approval threshold; never `issuedBy`. */
  @Prop({ type: String })
  approvedBy?: string;

  @Prop({ type: String })
  rejectedBy?: string;

  @Prop({ type: String })
  rejectionReason?: string;

  @Prop({ type: String })
  failureReason?: string;

  /** What of the payment had gone back before this refund, fixing its share of each account. */
  @Prop({ type: Number })
  refundedBeforeCents?: number;

  /** The payment of an open user request: one open request per payment (unique, sparse). */
  @Prop({ type: String })
  openRequestFor?: string;

  @Prop({ type: Date })
  settledAt?: Date;

  createdAt!: Date;
}

export const RefundSchema = SchemaFactory.createForClass(Refund);
RefundSchema.index({ openRequestFor: 1 }, { unique: true, sparse: true });
RefundSchema.index({ status: 1, createdAt: -1 });
RefundSchema.index({ createdAt: -1 });
RefundSchema.plugin(outboxPlugin);
