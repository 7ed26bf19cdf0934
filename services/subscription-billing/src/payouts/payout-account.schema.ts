import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';

/** A creator's connected account with the processor, where payouts are sent. */
@Schema({ collection: 'payout_accounts', versionKey: false, timestamps: true })
export class PayoutAccount {
  /** The creator's id. */
  @Prop({ type: String, required: true })
  _id!: string;

  @Prop({ type: String, required: true })
  accountId!: string;

  @Prop({ type: String, required: true })
  onboardingUrl!: string;

  /** True once the creator finished onboarding; the local processor has no onboarding. */
  @Prop({ type: Boolean, required: true })
  linked!: boolean;

  createdAt!: Date;
}

export const PayoutAccountSchema = SchemaFactory.createForClass(PayoutAccount);
