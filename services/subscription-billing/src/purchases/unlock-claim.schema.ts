import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';

/**
 * One buyer's hold on one post: the payment of their latest unlock, and a short claim while a
 * request is charging, so two concurrent requests cannot both charge for the same post.
 */
@Schema({ collection: 'unlock_claims', versionKey: false })
export class UnlockClaim {
  /** `${payerId}:${contentId}`. */
  @Prop({ type: String, required: true })
  _id!: string;

  /** The payment of the latest unlock attempt. */
  @Prop({ type: String, default: null })
  paymentId!: string | null;

  /** Set while a request charges; a claim older than `CLAIM_TTL_MS` is abandoned (a crash). */
  @Prop({ type: String, default: null })
  claimId!: string | null;

  @Prop({ type: Date, default: null })
  claimedAt!: Date | null;
}

export const UnlockClaimSchema = SchemaFactory.createForClass(UnlockClaim);
/** Exactly the filter of a claim's compare-and-set, so the local database answers it by index. */
UnlockClaimSchema.index({ _id: 1, claimId: 1 }, { unique: true });
