import { z } from 'zod';
import { broadcastAudienceSchema } from './broadcast-requests';

const isoTime = z.iso.datetime();

/** Spec: sending, or scheduled when a time is set; then sent, or canceled before its time. */
export const BROADCAST_STATUSES = ['scheduled', 'sending', 'sent', 'canceled'] as const;
export type BroadcastStatus = (typeof BROADCAST_STATUSES)[number];

/** The spec's broadcast analytics: recipients, and how many got, read or missed the message. */
export const broadcastAnalyticsSchema = z.object({
  totalRecipients: z.int().min(0),
  delivered: z.int().min(0),
  read: z.int().min(0),
  failed: z.int().min(0),
});
export type BroadcastAnalyticsDto = z.infer<typeof broadcastAnalyticsSchema>;

export const broadcastSchema = z.object({
  id: z.string(),
  senderId: z.string(),
  content: z.string(),
  audience: broadcastAudienceSchema,
  status: z.enum(BROADCAST_STATUSES),
  /** When a scheduled broadcast goes out; null for one sent at once. */
  scheduledFor: isoTime.nullable(),
  createdAt: isoTime,
  completedAt: isoTime.nullable(),
  canceledAt: isoTime.nullable(),
  analytics: broadcastAnalyticsSchema,
});
export type BroadcastDto = z.infer<typeof broadcastSchema>;

export const broadcastListSchema = z.object({ broadcasts: z.array(broadcastSchema) });
export type BroadcastListDto = z.infer<typeof broadcastListSchema>;
