import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';
import {
  BILLING_PERIODS,
  type BillingPeriod,
  PAYMENT_PURPOSES,
  type PaymentPurpose,
} from '@tessera/contracts';

/** How a charge is divided, fixed when the payment is created so every replay splits alike. */
export class PaymentSplit {
  @Prop({ type: Number, required: true })
  processorFeeCents!: number;

  @Prop({ type: Number, required: true })
  platformFeeCents!: number;

  /** What the creator earns; 0 for a platform plan, whose net is the platform's revenue. */
  @Prop({ type: Number, required: true })
  creatorNetCents!: number;
}

/**
 * What the processor has reported, each fact kept with its earliest time. Facts only accumulate,
 * so webhook events may arrive in any order and any number of times; the payment's status and
 * postings are derived from them.
 */
export class PaymentFacts {
  @Prop({ type: Date })
  succeededAt?: Date;

  @Prop({ type: Date })
  failedAt?: Date;

  @Prop({ type: Date })
  requiresActionAt?: Date;

  @Prop({ type: Date })
  refundedAt?: Date;

  @Prop({ type: Date })
  disputedAt?: Date;

  @Prop({ type: String })
  failureCode?: string;

  @Prop({ type: String })
  failureMessage?: string;
}

/** One charge attempt through the processor, keyed by our id and by its PaymentIntent id. */
// `minimize: false` keeps the empty `facts` of a new payment, which every status read expects.
@Schema({ collection: 'payments', versionKey: false, timestamps: true, minimize: false })
export class Payment {
  @Prop({ type: String, required: true })
  _id!: string;

  @Prop({ type: String, required: true, unique: true })
  intentId!: string;

  @Prop({ type: String })
  clientSecret?: string;

  @Prop({ type: String, required: true, enum: PAYMENT_PURPOSES })
  purpose!: PaymentPurpose;

  @Prop({ type: String, required: true, index: true })
  payerId!: string;

  @Prop({ type: String, index: true })
  creatorId?: string;

  @Prop({ type: String })
  tierId?: string;

  @Prop({ type: String, enum: BILLING_PERIODS })
  billingPeriod?: BillingPeriod;

  @Prop({ type: String })
  subscriptionId?: string;

  @Prop({ type: String })
  contentId?: string;

  @Prop({ type: String })
  messageId?: string;

  /** A tip's message to the creator. */
  @Prop({ type: String })
  note?: string;

  @Prop({ type: Number, required: true })
  amountCents!: number;

  @Prop({ type: String, required: true })
  currency!: string;

  @Prop({ type: PaymentSplit, required: true, _id: false })
  split!: PaymentSplit;

  /** The saved payment method charged, when the server charged it. */
  @Prop({ type: String })
  paymentMethodId?: string;

  /** Processor payment method id charged, kept for the local processor's outcome. */
  @Prop({ type: String })
  processorMethodId?: string;

  @Prop({ type: PaymentFacts, default: {}, _id: false })
  facts!: PaymentFacts;

  /**
   * Cents given back through refunds issued here (admins' refunds and granted requests), counted
   * before the processor is asked so two refunds at once can never return more than was paid.
   */
  @Prop({ type: Number })
  refundedCents?: number;

  /** The refunds counted in `refundedCents`, so counting one again changes nothing. */
  @Prop({ type: [String], default: undefined })
  refundIds?: string[];

  /**
   * When another payment took this one's place before it settled (a newer checkout of the same
   * subscription): it was cancelled at the processor, and if it succeeds anyway it is refunded.
   */
  @Prop({ type: Date })
  supersededAt?: Date;

  /**
   * Processor events about this payment handled completely, so a redelivery changes nothing. Kept
   * here rather than in `webhook_events`: the write that records an event's fact reads them back
   * at no extra cost. A payment hears of a handful of events at most.
   */
  @Prop({ type: [String], default: undefined })
  handledEventIds?: string[];

  createdAt!: Date;
}

export const PaymentSchema = SchemaFactory.createForClass(Payment);
