import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';
import {
  type AppealDecision,
  type MessageEvidence,
  QUEUE_ITEM_KINDS,
  QUEUE_ITEM_STATUSES,
  type QueueReason,
  REPORT_SEVERITIES,
  REPORT_TARGET_TYPES,
  type ReportSeverity,
  type ReportTargetType,
} from '@tessera/contracts';
import { outboxPlugin } from '@tessera/platform';

export type QueueItemKind = (typeof QUEUE_ITEM_KINDS)[number];
export type QueueItemStatus = (typeof QUEUE_ITEM_STATUSES)[number];

export interface QueueNote {
  authorId: string;
  body: string;
  at: Date;
}

export interface QueueResolution {
  action: string;
  notes: string;
  resolvedBy: string;
  resolvedAt: Date;
}

export interface QueueAppealDecision {
  decision: AppealDecision;
  notes: string;
  decidedBy: string;
  decidedAt: Date;
}

/** A creator's one appeal; `status` is pending until an admin upholds or overturns it. */
export interface QueueAppeal {
  message: string;
  at: Date;
  status: 'pending' | 'upheld' | 'overturned';
  decision: QueueAppealDecision | null;
}

/** Sorts the queue: the most severe first. */
export const SEVERITY_RANK: Readonly<Record<ReportSeverity, number>> = {
  critical: 4,
  high: 3,
  medium: 2,
  low: 1,
};

/**
 * One piece of moderation work: a user's report of a post (`content.flagged`, keyed by its event
 * id), of a user or a message (`report.submitted`, keyed by its report id) or a post awaiting review
 * (`content.review_requested`), with who works on it, their notes and the
 * decision. Written with its audit and outcome events in the same document write.
 */
@Schema({ collection: 'moderation_queue', versionKey: false })
export class QueueItem {
  @Prop({ type: String, required: true })
  _id!: string;

  @Prop({ type: String, required: true, enum: QUEUE_ITEM_KINDS })
  kind!: QueueItemKind;

  @Prop({ type: String, required: true, enum: REPORT_TARGET_TYPES })
  targetType!: ReportTargetType;

  @Prop({ type: String, required: true })
  targetId!: string;

  @Prop({ type: String, default: null })
  creatorId!: string | null;

  @Prop({ type: String, required: true })
  reason!: QueueReason;

  @Prop({ type: String, default: '' })
  description!: string;

  @Prop({ type: String, required: true, enum: REPORT_SEVERITIES })
  severity!: ReportSeverity;

  @Prop({ type: Number, required: true })
  severityRank!: number;

  @Prop({ type: String, default: null })
  reporterId!: string | null;

  @Prop({ type: Date, required: true })
  createdAt!: Date;

  @Prop({ type: Date, required: true })
  dueAt!: Date;

  @Prop({ type: String, required: true, enum: QUEUE_ITEM_STATUSES, default: 'open' })
  status!: QueueItemStatus;

  @Prop({ type: String, default: null })
  assigneeId!: string | null;

  @Prop({ type: [Object], default: [] })
  notes!: QueueNote[];

  @Prop({ type: Object, default: null })
  resolution!: QueueResolution | null;

  @Prop({ type: Object, default: null })
  appeal!: QueueAppeal | null;

  /** A reported message as it was when reported (its sender may delete it since). */
  @Prop({ type: Object, default: null })
  evidence!: MessageEvidence | null;
}

export const QueueItemSchema = SchemaFactory.createForClass(QueueItem);
QueueItemSchema.plugin(outboxPlugin);
// The queue's order within each status and filter: severity, then age.
QueueItemSchema.index({ status: 1, severityRank: -1, createdAt: 1 });
QueueItemSchema.index({ kind: 1, status: 1, severityRank: -1, createdAt: 1 });
QueueItemSchema.index({ targetId: 1, kind: 1, status: 1 });
// The appeals waiting for a decision, oldest first.
QueueItemSchema.index({ 'appeal.status': 1, 'appeal.at': 1 }, { sparse: true });
