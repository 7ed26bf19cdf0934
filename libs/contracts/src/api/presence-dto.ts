import { ONLINE_STATUSES } from '@tessera/rules';
import { z } from 'zod';

const isoTime = z.iso.datetime();

export const onlineStatusSchema = z.enum(ONLINE_STATUSES);

/**
 * A user's online status record. `lastSeen` is when they were last seen online (null: never);
 * `lastActivity` is their last heartbeat or status call while their client was running.
 */
export const presenceStatusSchema = z.object({
  userId: z.string(),
  status: onlineStatusSchema,
  lastSeen: isoTime.nullable(),
  lastActivity: isoTime.nullable(),
});
export type PresenceStatusDto = z.infer<typeof presenceStatusSchema>;

/** Statuses of the users asked for, by user id; a user never seen reads OFFLINE. */
export const bulkStatusSchema = z.object({
  statuses: z.record(z.string(), onlineStatusSchema),
});
export type BulkStatusDto = z.infer<typeof bulkStatusSchema>;

export const onlineCountSchema = z.object({ onlineCount: z.int().min(0) });
export type OnlineCountDto = z.infer<typeof onlineCountSchema>;

export const onlineUserSchema = z.object({
  userId: z.string(),
  status: onlineStatusSchema,
  lastActivityAt: isoTime,
});
export type OnlineUserDto = z.infer<typeof onlineUserSchema>;

/** Users shown as online, most recently active first. */
export const onlineUsersSchema = z.object({ users: z.array(onlineUserSchema) });
export type OnlineUsersDto = z.infer<typeof onlineUsersSchema>;
