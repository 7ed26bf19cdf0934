import { hasControlCharactersBesidesNewlines } from '@tessera/rules';
import { z } from 'zod';
import { MAX_MESSAGE_LENGTH } from './messaging-requests';

const ID = /^[A-Za-z0-9_-]{1,64}$/;

/** Most creator tiers one broadcast may name; a creator has far fewer. */
export const MAX_BROADCAST_TIERS = 20;
/** How far ahead a broadcast may be scheduled. */
export const MAX_BROADCAST_SCHEDULE_DAYS = 365;
/** Default and largest number of broadcasts one list answer holds, newest first. */
export const DEFAULT_BROADCASTS_LIMIT = 50;
export const MAX_BROADCASTS_LIMIT = 100;

export const broadcastIdSchema = z
  .string({ error: 'A broadcast id is required' })
  .regex(/^[a-f0-9]{32}$/, 'Invalid broadcast id');

const DAY_MS = 86_400_000;

/** Everyone with access to the creator now, or those on some of the creator's tiers. */
export const broadcastAudienceSchema = z.discriminatedUnion(
  'type',
  [
    z.object({ type: z.literal('all') }),
    z.object({
      type: z.literal('tiers'),
      tierIds: z
        .array(z.string({ error: 'A tier id must be text' }).regex(ID, 'Invalid tier id'), {
          error: 'tierIds must be a list of tier ids',
        })
        .min(1, 'Choose at least one tier')
        .max(MAX_BROADCAST_TIERS, `At most ${MAX_BROADCAST_TIERS} tiers`)
        .transform((ids) => [...new Set(ids)]),
    }),
  ],
  { error: "audience type must be 'all' or 'tiers'" },
);
export type BroadcastAudience = z.output<typeof broadcastAudienceSchema>;

export const createBroadcastRequestSchema = z.object({
  content: z
    .string({ error: 'Message content must be text' })
    .max(MAX_MESSAGE_LENGTH, `Message content must be at most ${MAX_MESSAGE_LENGTH} characters`)
    .refine((text) => text.trim().length > 0, 'Message content is required')
    .refine(
      (text) => !hasControlCharactersBesidesNewlines(text),
      'Message content contains invalid characters',
    ),
  audience: broadcastAudienceSchema,
  /** Absent: sent now. Otherwise a moment in the future, within a year. */
  scheduledAt: z.iso
    .datetime({ offset: true, error: 'scheduledAt must be an ISO date and time' })
    .refine((at) => Date.parse(at) > Date.now(), 'scheduledAt must be in the future')
    .refine(
      (at) => Date.parse(at) <= Date.now() + MAX_BROADCAST_SCHEDULE_DAYS * DAY_MS,
      `scheduledAt must be within ${MAX_BROADCAST_SCHEDULE_DAYS} days`,
    )
    .optional(),
});
export type CreateBroadcastRequest = z.output<typeof createBroadcastRequestSchema>;

export const broadcastsQuerySchema = z.object({
  limit: z.coerce
    .number({ error: 'limit must be a number' })
    .int('limit must be a whole number')
    .min(1, 'limit must be at least 1')
    .max(MAX_BROADCASTS_LIMIT, `limit must be at most ${MAX_BROADCASTS_LIMIT}`)
    .default(DEFAULT_BROADCASTS_LIMIT),
});
export type BroadcastsQuery = z.output<typeof broadcastsQuerySchema>;

// What a client sends: each schema's input, before its defaults and transforms apply.
export type CreateBroadcastRequestBody = z.input<typeof createBroadcastRequestSchema>;
