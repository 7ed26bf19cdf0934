import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';
import { AUDIT_ACTIONS } from '@tessera/contracts';
import { Schema as MongooseSchema } from 'mongoose';

/**
 * The admins' copy of one `audit.log` event, keyed by the event id so a redelivery stores nothing
 * twice, numbered in the order it arrived; `sealedBy` is the digest that covers it.
 */
@Schema({ collection: 'audit_entries', versionKey: false, minimize: false })
export class AuditEntry {
  @Prop({ type: String, required: true })
  _id!: string;

  @Prop({ type: Number, required: true, unique: true })
  sequence!: number;

  @Prop({ type: String, required: true, enum: AUDIT_ACTIONS })
  action!: string;

  @Prop({ type: String, required: true, enum: ['success', 'failure'] })
  outcome!: string;

  @Prop({ type: String, default: null })
  actorId!: string | null;

  @Prop({ type: String, default: null })
  userId!: string | null;

  @Prop({ type: String, required: true })
  resource!: string;

  @Prop({ type: String, default: null })
  resourceId!: string | null;

  @Prop({ type: String, default: null })
  reason!: string | null;

  @Prop({ type: MongooseSchema.Types.Mixed, default: null })
  before!: Record<string, unknown> | null;

  @Prop({ type: MongooseSchema.Types.Mixed, default: null })
  after!: Record<string, unknown> | null;

  @Prop({ type: MongooseSchema.Types.Mixed, default: {} })
  details!: Record<string, unknown>;

  @Prop({ type: String, default: null })
  ipAddress!: string | null;

  @Prop({ type: String, default: null })
  userAgent!: string | null;

  @Prop({ type: String, required: true })
  producer!: string;

  @Prop({ type: String, default: null })
  correlationId!: string | null;

  @Prop({ type: Date, required: true })
  occurredAt!: Date;

  @Prop({ type: Number, default: null })
  sealedBy!: number | null;
}

export const AuditEntrySchema = SchemaFactory.createForClass(AuditEntry);
// Newest first, alone or after one filter; the unsealed are found by the sealer in order.
AuditEntrySchema.index({ action: 1, sequence: -1 });
AuditEntrySchema.index({ actorId: 1, sequence: -1 });
AuditEntrySchema.index({ userId: 1, sequence: -1 });
AuditEntrySchema.index({ resourceId: 1, sequence: -1 });
AuditEntrySchema.index({ occurredAt: -1 });
AuditEntrySchema.index({ sealedBy: 1, sequence: 1 });

/** The last sequence number handed out to an entry. */
@Schema({ collection: 'audit_counters', versionKey: false })
export class AuditCounter {
  @Prop({ type: String, required: true })
  _id!: string;

  @Prop({ type: Number, required: true })
  value!: number;
}

export const AuditCounterSchema = SchemaFactory.createForClass(AuditCounter);
