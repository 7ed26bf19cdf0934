import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';

export const JOURNAL_KINDS = [
  'charge',
  'payment_fee',
  'platform_fee',
  'creator_earning',
  'refund',
  'dispute',
  'dispute_reserve',
  'dispute_reserve_release',
  'payout',
  'payout_fee',
  'payout_reversal',
] as const;
export type JournalKind = (typeof JOURNAL_KINDS)[number];

/** One side of a journal: a signed amount on one account. A journal's postings sum to zero. */
export class Posting {
  @Prop({ type: String, required: true })
  account!: string;

  @Prop({ type: Number, required: true })
  amountCents!: number;

  /** For a creator's account: when this amount stops being pending and can be paid out. */
  @Prop({ type: Date })
  availableAt?: Date;
}

/**
 * One business event in the append-only ledger. `_id` is its idempotency key: posting the same
 * event twice is refused by the unique `_id`, so a duplicate webhook or a retried job posts once.
 */
@Schema({ collection: 'journals', versionKey: false })
export class Journal {
  @Prop({ type: String, required: true })
  _id!: string;

  @Prop({ type: String, required: true, enum: JOURNAL_KINDS })
  kind!: JournalKind;

  @Prop({ type: [Posting], required: true, _id: false })
  postings!: Posting[];

  @Prop({ type: String, required: true })
  currency!: string;

  /** The payment or payout the journal belongs to. */
  @Prop({ type: String, required: true })
  sourceId!: string;

  /** Who the money concerns, for reports: the payer and, when there is one, the creator. */
  @Prop({ type: String })
  payerId?: string;

  @Prop({ type: String })
  creatorId?: string;

  /** What was sold: platform plan, creator subscription, tip or unlock. */
  @Prop({ type: String })
  purpose?: string;

  @Prop({ type: String })
  tierId?: string;

  @Prop({ type: String })
  contentId?: string;

  @Prop({ type: Date, required: true })
  occurredAt!: Date;
}

export const JournalSchema = SchemaFactory.createForClass(Journal);
JournalSchema.index({ 'postings.account': 1, occurredAt: 1 });
JournalSchema.index({ creatorId: 1, occurredAt: 1 });
JournalSchema.index({ payerId: 1, occurredAt: -1 });
