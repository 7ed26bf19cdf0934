import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';
import { outboxPlugin } from '@tessera/platform';

export const PURCHASE_KINDS = ['tip', 'unlock'] as const;
export type PurchaseKind = (typeof PURCHASE_KINDS)[number];

/**
 * `pending` until the payment settles; `granted` once it succeeded (the entitlement event is
 * published); `revoked` after a refund or dispute (published again only when it had been granted);
 * `failed` when the charge was declined.
 */
export const PURCHASE_STATES = ['pending', 'granted', 'revoked', 'failed'] as const;
export type PurchaseState = (typeof PURCHASE_STATES)[number];

/**
 * A tip or pay-per-view unlock, keyed by its payment. It is created from the payment when the
 * payment first settles, so no request crash can leave a payment without one; each state move
 * carries its event in the same write, so every event is stored exactly once.
 */
@Schema({ collection: 'purchases', versionKey: false, timestamps: true })
export class Purchase {
  /** The payment's id. */
  @Prop({ type: String, required: true })
  _id!: string;

  @Prop({ type: String, required: true, enum: PURCHASE_KINDS })
  kind!: PurchaseKind;

  @Prop({ type: String, required: true })
  payerId!: string;

  @Prop({ type: String, required: true })
  creatorId!: string;

  @Prop({ type: String })
  contentId?: string;

  @Prop({ type: String })
  messageId?: string;

  @Prop({ type: Number, required: true })
  amountCents!: number;

  @Prop({ type: String, required: true })
  currency!: string;

  /** A tip's message. */
  @Prop({ type: String, default: '' })
  message!: string;

  @Prop({ type: String, required: true, enum: PURCHASE_STATES })
  state!: PurchaseState;

  createdAt!: Date;
}

export const PurchaseSchema = SchemaFactory.createForClass(Purchase);
PurchaseSchema.plugin(outboxPlugin);
/**
 * Exactly the filter of every state move (`PurchasesRepository.move`): the local database uses an
 * index only when the filter's fields are its keys, and would otherwise scan every purchase.
 */
PurchaseSchema.index({ _id: 1, state: 1 }, { unique: true });
