import { ONLINE_STATUSES, type OnlineStatus } from '@tessera/rules';
import { z } from 'zod';

const ID = /^[A-Za-z0-9_-]{1,64}$/;
const idSchema = z.string().regex(ID, 'Invalid id');

/** Most users one bulk-status call may ask about. */
export const MAX_BULK_STATUS_USERS = 500;
/** Default and largest page of the online-users list. */
export const DEFAULT_ONLINE_USERS_LIMIT = 50;
export const MAX_ONLINE_USERS_LIMIT = 200;

const STATUS_MESSAGE = `Status must be one of ${ONLINE_STATUSES.join(', ')}`;

export const presenceUserIdSchema = idSchema;

/**
 * A status in upper or lower case (the spec's clients send both), answered in upper case. Listed
 * as an enum so the API document shows exactly what is accepted.
 */
export const onlineStatusInputSchema = z
  .enum([...ONLINE_STATUSES, ...ONLINE_STATUSES.map((status) => status.toLowerCase())], {
    error: STATUS_MESSAGE,
  })
  .transform((value) => value.toUpperCase() as OnlineStatus);

/** A connection of the user's client; socket.io ids are 20 URL-safe characters. */
const socketIdSchema = z.string({ error: 'socketId is required' }).regex(ID, 'Invalid socketId');

export const setOnlineRequestSchema = z.object({ socketId: socketIdSchema });
export type SetOnlineRequest = z.output<typeof setOnlineRequestSchema>;

/** With a socket id, that connection closed; without one, the user signs off everywhere. */
export const setOfflineRequestSchema = z.object({ socketId: socketIdSchema.optional() });
export type SetOfflineRequest = z.output<typeof setOfflineRequestSchema>;

export const setStatusRequestSchema = z.object({ status: onlineStatusInputSchema });
export type SetStatusRequest = z.output<typeof setStatusRequestSchema>;

export const bulkStatusRequestSchema = z.object({
  userIds: z
    .array(idSchema, { error: 'userIds must be a list of user ids' })
    .max(MAX_BULK_STATUS_USERS, `At most ${MAX_BULK_STATUS_USERS} user ids at once`),
});
export type BulkStatusRequest = z.output<typeof bulkStatusRequestSchema>;

export const onlineUsersQuerySchema = z.object({
  limit: z.coerce
    .number()
    .int()
    .min(1)
    .max(MAX_ONLINE_USERS_LIMIT)
    .default(DEFAULT_ONLINE_USERS_LIMIT),
});
export type OnlineUsersQuery = z.output<typeof onlineUsersQuerySchema>;

// What a client sends: each schema's input, before its defaults and transforms apply.
export type SetOfflineRequestBody = z.input<typeof setOfflineRequestSchema>;
export type SetStatusRequestBody = z.input<typeof setStatusRequestSchema>;
export type BulkStatusRequestBody = z.input<typeof bulkStatusRequestSchema>;
export type OnlineUsersQueryParams = z.input<typeof onlineUsersQuerySchema>;
