import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';
import {
  BILLING_PERIODS,
  type BillingPeriod,
  SUBSCRIPTION_DTO_STATUSES,
  type SubscriptionDtoStatus,
} from '@tessera/contracts';
import { outboxPlugin } from '@tessera/platform';

export const CHARGE_KINDS = ['initial', 'renewal', 'tier_change'] as const;
export type ChargeKind = (typeof CHARGE_KINDS)[number];

export const END_REASONS = [
  'period_ended',
  'payment_failed',
  'refunded',
  'disputed',
  'abandoned',
  'creator_unavailable',
] as const;
export type EndReason = (typeof END_REASONS)[number];

/** A bundle's terms: each period lasts `months` months and costs them less `discountPercent`. */
export class SubscriptionBundle {
  @Prop({ type: Number, required: true })
  months!: number;

  @Prop({ type: Number, required: true })
  discountPercent!: number;
}

/**
 * The charge a subscription waits for, and what its success buys: the first period, the next one,
 * or another tier. One at a time; its outcome arrives through the payment's webhooks.
 */
export class PendingCharge {
  @Prop({ type: String, required: true, enum: CHARGE_KINDS })
  kind!: ChargeKind;

  @Prop({ type: String, required: true })
  tierId!: string;

  @Prop({ type: String, required: true })
  tierName!: string;

  @Prop({ type: Number, required: true })
  priceCents!: number;

  @Prop({ type: String, required: true })
  currency!: string;

  @Prop({ type: String, required: true, enum: BILLING_PERIODS })
  billingPeriod!: BillingPeriod;

  /**
   * Bought as a bundle: the period it pays lasts the bundle's months. A renewal's charge always
   * names it (null: a monthly period), so it buys the terms it was charged for.
   */
  @Prop({ type: SubscriptionBundle, _id: false })
  bundle?: SubscriptionBundle | null;

  /**
   * What renewals charge once this is paid, when the charge itself is less (a promotion's first
   * period); `priceCents` otherwise.
   */
  @Prop({ type: Number })
  renewalPriceCents?: number;

  /** Set once the payment is stored; its webhook may come first, so `startedAt` also matches. */
  @Prop({ type: String })
  paymentId?: string;

  @Prop({ type: Date, required: true })
  startedAt!: Date;
}

/**
 * A new price (for a bundle, maybe new terms) the subscriber was told of: renewals charge it from
 * `effectiveFrom` (a period end at least the notice period after `noticeAt`), the old price before.
 */
export class PendingPrice {
  /** Per billing period, as `priceCents`. */
  @Prop({ type: Number, required: true })
  priceCents!: number;

  @Prop({ type: Date, required: true })
  noticeAt!: Date;

  @Prop({ type: Date, required: true })
  effectiveFrom!: Date;

  /**
   * What each period is from `effectiveFrom`: a bundle of these terms, or (null) one month. Absent
   * when only the price changes.
   */
  @Prop({ type: SubscriptionBundle, _id: false })
  bundle?: SubscriptionBundle | null;
}

/**
 * A subscriber's subscription to a creator's tier, or (no `creatorId`) to a platform plan. Every
 * change is a compare-and-set on `{ _id, version }`, which has a unique index of exactly those
 * keys so the local database answers it from the index, and carries its events in the same write.
 */
@Schema({ collection: 'subscriptions', versionKey: false, timestamps: true })
export class Subscription {
  @Prop({ type: String, required: true })
  _id!: string;

  @Prop({ type: Number, required: true, default: 0 })
  version!: number;

  @Prop({ type: String, required: true })
  subscriberId!: string;

  @Prop({ type: String })
  creatorId?: string;

  /**
   * `subscriber:creator` (or `subscriber:platform`) while the subscription is not over; unset when
   * it ends. Unique, so one subscriber holds one live subscription per creator and one plan.
   */
  @Prop({ type: String })
  liveKey?: string;

  @Prop({ type: String, required: true })
  tierId!: string;

  @Prop({ type: String, required: true })
  tierName!: string;

  @Prop({ type: String, required: true, enum: BILLING_PERIODS })
  billingPeriod!: BillingPeriod;

  /**
   * What each renewal charges: the price agreed when subscribing or changing tier, until a new
   * price the subscriber was told of takes effect (`pendingPrice`).
   */
  @Prop({ type: Number, required: true })
  priceCents!: number;

  @Prop({ type: PendingPrice, _id: false, default: null })
  pendingPrice?: PendingPrice | null;

  /** Bought as a bundle: each period lasts its months and renews at the bundle's price. */
  @Prop({ type: SubscriptionBundle, _id: false, default: null })
  bundle?: SubscriptionBundle | null;

  /** Started with a free trial: its first period ends then, with the first charge. */
  @Prop({ type: Date })
  trialEndsAt?: Date;

  @Prop({ type: String, required: true })
  currency!: string;

  @Prop({ type: String, required: true, enum: SUBSCRIPTION_DTO_STATUSES })
  status!: SubscriptionDtoStatus;

  @Prop({ type: Date, required: true })
  currentPeriodStart!: Date;

  @Prop({ type: Date, required: true })
  currentPeriodEnd!: Date;

  @Prop({ type: Boolean, required: true, default: false })
  cancelAtPeriodEnd!: boolean;

  @Prop({ type: Date, default: null })
  canceledAt!: Date | null;

  /** The saved method renewals charge; the payer's default when null. */
  @Prop({ type: String, default: null })
  paymentMethodId!: string | null;

  /** When the first payment made it active; never set, nothing was ever granted. */
  @Prop({ type: Date })
  activatedAt?: Date;

  /** Failed renewal charges for the current period end. */
  @Prop({ type: Number, required: true, default: 0 })
  renewalFailures!: number;

  /** When the renewal machinery looks at it next: renew, retry, or end. */
  @Prop({ type: Date, default: null })
  nextActionAt!: Date | null;

  @Prop({ type: PendingCharge, _id: false, default: null })
  charge!: PendingCharge | null;

  /** Payments whose outcome was applied, so a redelivered outcome changes nothing. */
  @Prop({ type: [String], default: [] })
  settledPaymentIds!: string[];

  /** Payments that succeeded for nothing pending (superseded): each is refunded, never counted. */
  @Prop({ type: [String], default: [] })
  unclaimedPaymentIds!: string[];

  /** Payments refunded or disputed, each taken off the lifetime once. */
  @Prop({ type: [String], default: [] })
  reversedPaymentIds!: string[];

  /** Paid in total, less reversals. */
  @Prop({ type: Number, required: true, default: 0 })
  lifetimeCents!: number;

  @Prop({ type: String, enum: END_REASONS })
  endedReason?: EndReason;

  @Prop({ type: Date })
  endedAt?: Date;

  createdAt!: Date;
  updatedAt!: Date;
}

export const SubscriptionSchema = SchemaFactory.createForClass(Subscription);
SubscriptionSchema.plugin(outboxPlugin);
SubscriptionSchema.index({ _id: 1, version: 1 }, { unique: true });
SubscriptionSchema.index({ liveKey: 1 }, { unique: true, sparse: true });
// A subscriber's and a creator's lists; the local database answers their first key from the index
// and sorts what it finds (docs/operations.md). The start-up renewal recovery scans there.
SubscriptionSchema.index({ subscriberId: 1, createdAt: -1 });
SubscriptionSchema.index({ creatorId: 1, createdAt: -1 });
SubscriptionSchema.index({ nextActionAt: 1 });

export function liveKeyOf(subscriberId: string, creatorId: string | undefined): string {
  return `${subscriberId}:${creatorId ?? 'platform'}`;
}
