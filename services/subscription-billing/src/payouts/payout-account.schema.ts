import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';

/**
 * A creator's connected account with the processor, where payouts are sent. Its state is what the
 * newest `account.updated` event reported (`stateAt` is that event's time), so an older event
 * delivered late changes nothing.
 */
@Schema({ collection: 'payout_accounts', versionKey: false, timestamps: true })
export class PayoutAccount {
  /** The creator's id. */
  @Prop({ type: String, required: true })
  _id!: string;

  @Prop({ type: String, required: true })
  accountId!: string;

  @Prop({ type: String, required: true })
  onboardingUrl!: string;

  /** True while the account can be paid: details submitted and payouts enabled. */
  @Prop({ type: Boolean, required: true })
  linked!: boolean;

  @Prop({ type: Boolean, default: false })
  payoutsEnabled?: boolean;

  @Prop({ type: Boolean, default: false })
  chargesEnabled?: boolean;

  @Prop({ type: Boolean, default: false })
  detailsSubmitted?: boolean;

  /** The processor's field names of what it asks for now (currently due and past due). */
  @Prop({ type: [String], default: [] })
  requirementsDue?: string[];

  /** The processor's `requirements.disabled_reason`, e.g. `requirements.past_due`. */
  @Prop({ type: String, default: null })
  disabledReason?: string | null;

  /** When the processor reported the stored state; null until its first event. */
  @Prop({ type: Date, default: null })
  stateAt?: Date | null;

  createdAt!: Date;
}

export const PayoutAccountSchema = SchemaFactory.createForClass(PayoutAccount);
/** The processor's events name the account, not the creator. */
PayoutAccountSchema.index({ accountId: 1 }, { unique: true });
/** Exactly the filter of the compare-and-set that applies a reported state. */
PayoutAccountSchema.index({ _id: 1, stateAt: 1 }, { unique: true });
