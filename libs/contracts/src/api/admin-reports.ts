import { z } from 'zod';
import {
  APPEAL_DECISIONS,
  messageEvidenceSchema,
  REPORT_ACTIONS,
  REPORT_TARGET_TYPES,
} from '../events/report-events';
import { REPORT_REASONS } from './content-requests';

/** The reason a post awaiting review carries in the queue. */
export const REVIEW_REASON = 'awaiting_review';

export type ReportReason = (typeof REPORT_REASONS)[number];
export type QueueReason = ReportReason | typeof REVIEW_REASON;

export const REPORT_SEVERITIES = ['critical', 'high', 'medium', 'low'] as const;
export type ReportSeverity = (typeof REPORT_SEVERITIES)[number];

/**
 * How urgent a reason is; the queue is worked from the top. Harm to a person who cannot or did
 * not consent, and what is illegal outright, first; then violence and hate; spam last. A post
 * awaiting review is routine work, above spam and below anything that may hurt someone.
 */
export const SEVERITY_BY_REASON: Readonly<Record<QueueReason, ReportSeverity>> = {
  illegal: 'critical',
  underage: 'critical',
  non_consent: 'critical',
  violence: 'high',
  hate: 'high',
  harassment: 'medium',
  nudity: 'medium',
  copyright: 'medium',
  other: 'medium',
  awaiting_review: 'medium',
  spam: 'low',
};

/** Words for each reason, for reporters choosing one and moderators reading it. */
export const REPORT_REASON_LABELS: Readonly<Record<QueueReason, string>> = {
  illegal: 'Illegal content',
  underage: 'Involves a minor',
  non_consent: 'Shared without consent',
  spam: 'Spam or misleading',
  harassment: 'Harassment or bullying',
  hate: 'Hate speech',
  violence: 'Violence or harmful content',
  nudity: 'Nudity or sexual content',
  copyright: 'Copyright infringement',
  other: 'Something else',
  awaiting_review: 'Awaiting review',
};

/** Days a report or review may wait before it is overdue. */
export const REPORT_DUE_DAYS = 7;

export const QUEUE_ITEM_KINDS = ['report', 'review'] as const;
export const QUEUE_ITEM_STATUSES = ['open', 'claimed', 'resolved'] as const;
export const REVIEW_ACTIONS = ['approve', 'reject', 'delete'] as const;
export type ReviewAction = (typeof REVIEW_ACTIONS)[number];

const queueReason = z.enum([...REPORT_REASONS, REVIEW_REASON]);

export const queueNoteSchema = z.object({
  authorId: z.string(),
  body: z.string(),
  at: z.iso.datetime(),
});

export const queueItemSchema = z.object({
  id: z.string(),
  kind: z.enum(QUEUE_ITEM_KINDS),
  targetType: z.enum(REPORT_TARGET_TYPES),
  targetId: z.string(),
  /** Who answers for the target: the post's creator, the reported user, the message's sender. */
  creatorId: z.string().nullable(),
  reason: queueReason,
  description: z.string(),
  severity: z.enum(REPORT_SEVERITIES),
  reporterId: z.string().nullable(),
  createdAt: z.iso.datetime(),
  dueAt: z.iso.datetime(),
  status: z.enum(QUEUE_ITEM_STATUSES),
  assigneeId: z.string().nullable(),
  notes: z.array(queueNoteSchema),
  resolution: z
    .object({
      action: z.enum([...REPORT_ACTIONS, ...REVIEW_ACTIONS]),
      notes: z.string(),
      resolvedBy: z.string(),
      resolvedAt: z.iso.datetime(),
    })
    .nullable(),
  appealed: z.boolean(),
  /** A reported message as it was when reported; null for posts and users. */
  evidence: messageEvidenceSchema.nullable(),
});
export type QueueItemDto = z.infer<typeof queueItemSchema>;

export const queuePageSchema = z.object({
  items: z.array(queueItemSchema),
  page: z.number().int(),
  limit: z.number().int(),
  total: z.number().int(),
});
export type QueuePageDto = z.infer<typeof queuePageSchema>;

export const queueQuerySchema = z.object({
  status: z.enum(QUEUE_ITEM_STATUSES).optional(),
  reason: queueReason.optional(),
  kind: z.enum(QUEUE_ITEM_KINDS).optional(),
  /** The items about one post, user or message. */
  targetId: z.string().min(1).max(128).optional(),
  page: z.coerce.number().int().min(1).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(20),
});
export type QueueQuery = z.output<typeof queueQuerySchema>;
export type QueueQueryParams = z.input<typeof queueQuerySchema>;

const words = (max: number) => z.string().trim().max(max);

export const claimReportSchema = z.object({
  /** Another admin to hand the item to; absent, the caller takes it. */
  assigneeId: z.string().min(1).optional(),
});
export type ClaimReportRequest = z.input<typeof claimReportSchema>;

export const reportNoteSchema = z.object({ body: words(2000).min(1) });
export type ReportNoteRequest = z.input<typeof reportNoteSchema>;

export const resolveReportSchema = z.object({
  action: z.enum(REPORT_ACTIONS),
  /** Shown to the creator when their content is removed or they are warned or suspended. */
  notes: words(2000).default(''),
});
export type ResolveReportRequest = z.input<typeof resolveReportSchema>;

export const bulkReviewSchema = z.object({
  postIds: z.array(z.string().min(1)).min(1).max(100),
  action: z.enum(REVIEW_ACTIONS),
  notes: words(2000).default(''),
});
export type BulkReviewRequest = z.input<typeof bulkReviewSchema>;

export const bulkReviewResultSchema = z.object({
  results: z.array(z.object({ postId: z.string(), ok: z.boolean(), error: z.string().optional() })),
});
export type BulkReviewResultDto = z.infer<typeof bulkReviewResultSchema>;

export const reportAppealSchema = z.object({
  reportId: z.string().min(1),
  message: words(2000).min(1),
});
export type ReportAppealRequest = z.input<typeof reportAppealSchema>;

const REPORT_APPEAL_STATUSES = ['pending', 'upheld', 'overturned'] as const;

export const reportAppealQuerySchema = z.object({
  status: z.enum(REPORT_APPEAL_STATUSES).default('pending'),
  page: z.coerce.number().int().min(1).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(20),
});
export type ReportAppealQuery = z.output<typeof reportAppealQuerySchema>;

/** A creator's appeal of a report decision, with the decision it contests and its outcome. */
export const reportAppealItemSchema = z.object({
  reportId: z.string(),
  creatorId: z.string().nullable(),
  targetType: z.enum(REPORT_TARGET_TYPES),
  targetId: z.string(),
  reason: queueReason,
  action: z.enum(REPORT_ACTIONS),
  resolutionNotes: z.string(),
  message: z.string(),
  submittedAt: z.iso.datetime(),
  status: z.enum(REPORT_APPEAL_STATUSES),
  decisionNotes: z.string().nullable(),
  decidedBy: z.string().nullable(),
  decidedAt: z.iso.datetime().nullable(),
});
export type ReportAppealItemDto = z.infer<typeof reportAppealItemSchema>;

export const reportAppealPageSchema = z.object({
  items: z.array(reportAppealItemSchema),
  page: z.number().int(),
  limit: z.number().int(),
  total: z.number().int(),
});

export const decideReportAppealSchema = z.object({
  decision: z.enum(APPEAL_DECISIONS),
  /** Shown to the creator. */
  notes: words(2000).default(''),
});

/** Messaging's internal routes admin calls: a message removed for a report, or put back. */
export const internalMessageModerationSchema = z.object({
  reason: words(2000).default(''),
  actorId: z.string().min(1),
});
export const internalMessageStateSchema = z.object({
  id: z.string(),
  senderId: z.string(),
  removed: z.boolean(),
});
export type InternalMessageState = z.infer<typeof internalMessageStateSchema>;

/** Content's internal routes admin calls: a removal and a review decision, for an admin. */
export const internalPostRemovalSchema = z.object({
  reason: words(2000).default(''),
  actorId: z.string().min(1),
});
export const internalPostRestorationSchema = z.object({ actorId: z.string().min(1) });
export const internalModerationDecisionSchema = z.object({
  decision: z.enum(['approve', 'reject']),
  notes: words(2000).default(''),
  actorId: z.string().min(1),
});
/** What content answers of a post it changed for admin. */
export const internalPostStateSchema = z.object({
  id: z.string(),
  creatorId: z.string(),
  status: z.string(),
  removed: z.boolean(),
});
export type InternalPostState = z.infer<typeof internalPostStateSchema>;
