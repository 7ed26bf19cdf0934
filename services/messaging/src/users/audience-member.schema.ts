import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';
import { appliedEventsPlugin } from '@tessera/platform';
import type { SubscriptionStatus } from '@tessera/rules';

/**
 * One subscriber of one creator, keyed `<creatorId>:<subscriberId>`, so a broadcast lists a
 * creator's audience without reading every user. Kept from billing's subscription events.
 */
@Schema({ collection: 'broadcast_audience', versionKey: false })
export class AudienceMember {
  @Prop({ type: String, required: true })
  _id!: string;

  @Prop({ type: String, required: true, index: true })
  creatorId!: string;

  @Prop({ type: String, required: true })
  subscriberId!: string;

  /** The creator's tier the subscriber is on. */
  @Prop({ type: String, required: true })
  tierId!: string;

  @Prop({ type: String, required: true })
  status!: SubscriptionStatus;

  /**
   * Until when the subscriber has access: the period end while active, or canceled and the
   * period still running; null once expired or unpaid.
   */
  @Prop({ type: Date, default: null })
  accessUntil!: Date | null;

  /** When the state took effect at billing; an older state never replaces a newer one. */
  @Prop({ type: Date, required: true })
  changedAt!: Date;
}

export const AudienceMemberSchema = SchemaFactory.createForClass(AudienceMember);
AudienceMemberSchema.plugin(appliedEventsPlugin);
