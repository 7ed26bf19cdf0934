import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';

/**
 * The subscriptions due in one time slot, spread over a few shards so that thousands due at the
 * same moment are not all pushed onto one document. Entries are hints, `subscriptionId@dueMs`:
 * the renewal job reads the subscription and acts only if that step is still due.
 */
@Schema({ collection: 'renewal_slots', versionKey: false })
export class RenewalSlot {
  /** `slotStartMs-shard`: the sweeper reads a time range as `_id: { $in: [...] }`. */
  @Prop({ type: String, required: true })
  _id!: string;

  @Prop({ type: [String], default: [] })
  entries!: string[];

  @Prop({ type: Date, required: true })
  expiresAt!: Date;
}

export const RenewalSlotSchema = SchemaFactory.createForClass(RenewalSlot);
// Tidies old slots on MongoDB; the local database keeps them, which only costs space.
RenewalSlotSchema.index({ expiresAt: 1 }, { expireAfterSeconds: 0 });
