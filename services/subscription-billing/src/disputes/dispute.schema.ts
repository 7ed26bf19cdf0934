import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';
import { DISPUTE_STATUSES, type DisputeEvidencePack, type DisputeStatus } from '@tessera/contracts';
import { outboxPlugin } from '@tessera/platform';
import { Schema as MongooseSchema } from 'mongoose';

/**
 * A payer's dispute of one payment with their bank, as the processor reported it. `_id` is the
 * processor's dispute id, so a webhook delivered twice opens one dispute.
 */
@Schema({ collection: 'disputes', versionKey: false, timestamps: true })
export class Dispute {
  @Prop({ type: String, required: true })
  _id!: string;

  @Prop({ type: String, required: true })
  paymentId!: string;

  @Prop({ type: String, required: true })
  payerId!: string;

  @Prop({ type: String })
  creatorId?: string;

  @Prop({ type: Number, required: true })
  amountCents!: number;

  @Prop({ type: String, required: true })
  currency!: string;

  /** The bank's reason code, e.g. `fraudulent`. */
  @Prop({ type: String, required: true })
  reason!: string;

  @Prop({ type: String, required: true, enum: DISPUTE_STATUSES })
  status!: DisputeStatus;

  /** The processor's deadline for evidence. */
  @Prop({ type: Date, required: true })
  dueBy!: Date;

  @Prop({ type: Date, required: true })
  openedAt!: Date;

  /** The pack as it went to the processor, frozen at submission. */
  @Prop({ type: MongooseSchema.Types.Mixed })
  evidence?: DisputeEvidencePack;

  @Prop({ type: String })
  note?: string;

  @Prop({ type: Date })
  submittedAt?: Date;

  @Prop({ type: String })
  submittedBy?: string;

  @Prop({ type: String, enum: ['won', 'lost'] })
  outcome?: 'won' | 'lost';

  @Prop({ type: Date })
  closedAt?: Date;

  createdAt!: Date;
}

export const DisputeSchema = SchemaFactory.createForClass(Dispute);
DisputeSchema.index({ status: 1, dueBy: 1 });
DisputeSchema.plugin(outboxPlugin);
