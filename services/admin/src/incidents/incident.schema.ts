import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';
import {
  INCIDENT_SEVERITIES,
  INCIDENT_STATUSES,
  INCIDENT_TYPES,
  type IncidentSeverity,
  type IncidentStatus,
  type IncidentType,
} from '@tessera/contracts';
import { outboxPlugin } from '@tessera/platform';

export interface IncidentAction {
  status: IncidentStatus;
  notes: string;
  adminId: string;
  at: Date;
}

/**
 * A security incident an alert rule raised: one per watched key (an account) and rule window,
 * however many events crossed the threshold. Admins' status changes are kept in `actions` and
 * audited through the outbox of the same write.
 */
@Schema({ collection: 'security_incidents', versionKey: false })
export class Incident {
  @Prop({ type: String, required: true })
  _id!: string;

  @Prop({ type: String, required: true, enum: INCIDENT_TYPES })
  type!: IncidentType;

  /** What the rule watches, e.g. the attacked account's id. */
  @Prop({ type: String, required: true })
  key!: string;

  @Prop({ type: String, required: true, enum: INCIDENT_SEVERITIES })
  severity!: IncidentSeverity;

  @Prop({ type: String, required: true })
  description!: string;

  @Prop({ type: [String], default: [] })
  affectedUsers!: string[];

  @Prop({ type: [String], default: [] })
  ipAddresses!: string[];

  @Prop({ type: Number, required: true })
  eventCount!: number;

  @Prop({ type: String, required: true, enum: INCIDENT_STATUSES })
  status!: IncidentStatus;

  @Prop({ type: String, default: '' })
  notes!: string;

  @Prop({ type: Date, required: true })
  detectedAt!: Date;

  @Prop({ type: Date, default: null })
  resolvedAt!: Date | null;

  @Prop({ type: [Object], default: [] })
  actions!: IncidentAction[];
}

export const IncidentSchema = SchemaFactory.createForClass(Incident);
IncidentSchema.plugin(outboxPlugin);
IncidentSchema.index({ type: 1, key: 1, detectedAt: -1 });
IncidentSchema.index({ status: 1, detectedAt: -1 });

/** Signals are only counted within a rule's window; a day covers every rule's. */
const SIGNAL_RETENTION_SECONDS = 86_400;

@Schema({ collection: 'security_incident_signals', versionKey: false })
export class IncidentSignalDocument {
  @Prop({ type: String, required: true })
  _id!: string;

  @Prop({ type: String, required: true, enum: INCIDENT_TYPES })
  type!: IncidentType;

  @Prop({ type: String, required: true })
  key!: string;

  @Prop({ type: String, default: null })
  ipAddress!: string | null;

  @Prop({ type: Date, required: true })
  at!: Date;
}

export const IncidentSignalSchema = SchemaFactory.createForClass(IncidentSignalDocument);
IncidentSignalSchema.index({ type: 1, key: 1, at: -1 });
IncidentSignalSchema.index({ at: 1 }, { expireAfterSeconds: SIGNAL_RETENTION_SECONDS });
