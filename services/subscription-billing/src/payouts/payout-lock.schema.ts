import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';

/**
 * Held while a creator's balance is read and a payout taken off it, so two concurrent payouts
 * cannot both spend the same available money.
 */
@Schema({ collection: 'payout_locks', versionKey: false })
export class PayoutLock {
  /** The creator's id. */
  @Prop({ type: String, required: true })
  _id!: string;

  @Prop({ type: String, default: null })
  holder!: string | null;

  @Prop({ type: Date, default: null })
  heldAt!: Date | null;
}

export const PayoutLockSchema = SchemaFactory.createForClass(PayoutLock);
/** Exactly the filter of the compare-and-set that takes the lock. */
PayoutLockSchema.index({ _id: 1, holder: 1 }, { unique: true });
