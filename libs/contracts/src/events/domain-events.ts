import { z } from 'zod';

const subscriptionStatus = z.enum(['active', 'canceled', 'expired', 'past_due']);

export const subscriptionCreatedSchema = z.object({
  subscriptionId: z.string().min(1),
  subscriberId: z.string().min(1),
  /** Absent for a platform-tier subscription, present for a subscription to a creator. */
  creatorId: z.string().min(1).optional(),
  tierId: z.string().min(1),
  status: subscriptionStatus,
  currentPeriodStart: z.iso.datetime(),
  currentPeriodEnd: z.iso.datetime(),
});

/**
 * A user's report. `contentId` is the id of what was reported: a post, or, with `targetType`
 * user or message, the user or the message; `creatorId` is who answers for it (the post's
 * creator, the reported user, the message's sender).
 */
export const contentFlaggedSchema = z.object({
  contentId: z.string().min(1),
  creatorId: z.string().min(1),
  targetType: z.enum(['post', 'user', 'message']).default('post'),
  flagId: z.string().min(1),
  reason: z.string().min(1),
  /** The reporter's own words, if any. */
  description: z.string().max(1000).default(''),
  severity: z.enum(['low', 'medium', 'high', 'critical']),
  flaggedBy: z.string().min(1),
  flaggedAt: z.iso.datetime(),
});

export const messageSentSchema = z.object({
  messageId: z.string().min(1),
  conversationId: z.string().min(1),
  senderId: z.string().min(1),
  recipientIds: z.array(z.string().min(1)),
  type: z.string().min(1),
  /** Uploads the message carries, by media id. */
  mediaIds: z.array(z.string().min(1)).default([]),
  /** Pay-per-view price in cents; null for a free message. */
  priceCents: z.number().int().min(0).nullable().default(null),
  sentAt: z.iso.datetime(),
});
