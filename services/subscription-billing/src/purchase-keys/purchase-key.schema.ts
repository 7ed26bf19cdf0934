import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';

/** What a purchase request answered, stored so a repeat answers exactly the same. */
export class PurchaseAnswer {
  @Prop({ type: Object, required: true })
  data!: unknown;

  /** The payment the answer carries, when it carries one. */
  @Prop({ type: String, default: null })
  paymentId!: string | null;
}

/**
 * One purchase attempt, named by its idempotency key: the client's `Idempotency-Key` or one
 * derived from the buyer and what they buy. Its unique `_id` makes concurrent requests with one
 * key resolve to one attempt: one of them charges, the others answer what it answered.
 */
@Schema({ collection: 'purchase_keys', versionKey: false })
export class PurchaseKey {
  /** `${payerId}:key:${key}` for a client's key, `${payerId}:auto:${key}` for a derived one. */
  @Prop({ type: String, required: true })
  _id!: string;

  /** Derived keys only hold while their payment is in flight (docs/billing.md). */
  @Prop({ type: Boolean, required: true })
  derived!: boolean;

  /** The request's operation and body, so one client key cannot name two different purchases. */
  @Prop({ type: String, required: true })
  fingerprint!: string;

  /** Counts attempts under this key; each has its own payment id and processor key. */
  @Prop({ type: Number, required: true })
  attempt!: number;

  /** The id the attempt's payment is created with, chosen before the processor is called. */
  @Prop({ type: String, required: true })
  paymentId!: string;

  /** While a request performs the attempt; once past, another request may take it over. */
  @Prop({ type: Date, default: null })
  leaseUntil!: Date | null;

  @Prop({ type: PurchaseAnswer, _id: false, default: null })
  answer!: PurchaseAnswer | null;

  @Prop({ type: Date, required: true })
  expiresAt!: Date;
}

export const PurchaseKeySchema = SchemaFactory.createForClass(PurchaseKey);
PurchaseKeySchema.index({ expiresAt: 1 }, { expireAfterSeconds: 0 });
