import { z } from 'zod';

/** What a report is about: a post, a user's account or a message in a conversation. */
export const REPORT_TARGET_TYPES = ['post', 'user', 'message'] as const;
export type ReportTargetType = (typeof REPORT_TARGET_TYPES)[number];

/**
 * How an admin settles a report. `warn_creator` and `suspend_creator` act on whoever answers for
 * the target: the post's creator, the reported user, the message's sender.
 */
export const REPORT_ACTIONS = [
  'dismiss',
  'remove_content',
  'remove_message',
  'warn_creator',
  'suspend_creator',
  'ban_user',
] as const;
export type ReportAction = (typeof REPORT_ACTIONS)[number];

/** The actions that fit each kind of target; any other answers 400. */
export const REPORT_ACTIONS_BY_TARGET: Readonly<Record<ReportTargetType, readonly ReportAction[]>> =
  {
    post: ['dismiss', 'remove_content', 'warn_creator', 'suspend_creator'],
    user: ['dismiss', 'warn_creator', 'suspend_creator', 'ban_user'],
    message: ['dismiss', 'remove_message', 'warn_creator', 'suspend_creator'],
  };

/** The targets reported outside content: a user's account (auth) and a message (messaging). */
const ACCOUNT_REPORT_TARGETS = ['user', 'message'] as const;

/** What a reported message said when it was reported, kept whatever becomes of the message. */
export const messageEvidenceSchema = z.object({
  conversationId: z.string().min(1),
  text: z.string().max(10_000),
  mediaIds: z.array(z.string().min(1)).default([]),
  sentAt: z.iso.datetime(),
});
export type MessageEvidence = z.infer<typeof messageEvidenceSchema>;

/**
 * A user reported another user's account (auth) or a message sent to them (messaging); one per
 * reporter and target. `accusedId` answers for the target: the user, or the message's sender.
 */
export const reportSubmittedSchema = z.object({
  reportId: z.string().min(1),
  targetType: z.enum(ACCOUNT_REPORT_TARGETS),
  targetId: z.string().min(1),
  accusedId: z.string().min(1),
  reporterId: z.string().min(1),
  reason: z.string().min(1),
  description: z.string().max(1000).default(''),
  /** The message as it was, for a message report; null for a user report. */
  evidence: messageEvidenceSchema.nullable().default(null),
  reportedAt: z.iso.datetime(),
});

export const APPEAL_DECISIONS = ['uphold', 'overturn'] as const;
export type AppealDecision = (typeof APPEAL_DECISIONS)[number];

/**
 * An admin decided a creator's appeal of a report decision: upheld, it stands; overturned, what
 * was removed is back and a suspension is lifted. The creator is told either way.
 */
export const reportAppealDecidedSchema = z.object({
  reportId: z.string().min(1),
  creatorId: z.string().min(1),
  decision: z.enum(APPEAL_DECISIONS),
  /** The action appealed against. */
  action: z.enum(REPORT_ACTIONS),
  notes: z.string().max(2000),
  decidedAt: z.iso.datetime(),
});

/**
 * A post entered review (created, submitted or edited while moderation is required): it waits,
 * out of public view, for an admin's decision.
 */
export const contentReviewRequestedSchema = z.object({
  contentId: z.string().min(1),
  creatorId: z.string().min(1),
  title: z.string(),
  type: z.enum(['photo', 'video', 'text']),
  requestedAt: z.iso.datetime(),
});

/**
 * An admin settled a report: the reporter is told the outcome, and the creator is told the
 * reason when their content was removed or they were warned or suspended.
 */
export const reportResolvedSchema = z.object({
  reportId: z.string().min(1),
  targetType: z.enum(REPORT_TARGET_TYPES),
  targetId: z.string().min(1),
  /** The post concerned, for a link in the notification; null for a user or message report. */
  contentId: z.string().min(1).nullable(),
  reporterId: z.string().min(1),
  creatorId: z.string().min(1).nullable(),
  action: z.enum(REPORT_ACTIONS),
  /** The admin's words to the creator; empty when the report was dismissed. */
  reason: z.string().max(2000),
  resolvedAt: z.iso.datetime(),
});
