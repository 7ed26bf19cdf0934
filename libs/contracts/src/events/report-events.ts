import { z } from 'zod';

/** What a report is about: a post, a user's account or a message in a conversation. */
export const REPORT_TARGET_TYPES = ['post', 'user', 'message'] as const;
export type ReportTargetType = (typeof REPORT_TARGET_TYPES)[number];

/** How an admin settles a report. */
export const REPORT_ACTIONS = [
  'dismiss',
  'remove_content',
  'warn_creator',
  'suspend_creator',
] as const;
export type ReportAction = (typeof REPORT_ACTIONS)[number];

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
