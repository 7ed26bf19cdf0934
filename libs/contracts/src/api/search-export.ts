import { z } from 'zod';
import { contentUpdatedSchema } from '../events/content-events';
import { accountStatusSchema, verificationStatusSchema } from './account-status';

/** Most records one export page holds. */
export const EXPORT_PAGE_MAX_LIMIT = 1000;

/**
 * A page of an internal export (`/internal/export/...`), read in `_id` order: `after` is the
 * previous page's `next`, absent for the first page.
 */
export const exportPageQuerySchema = z.object({
  after: z
    .string()
    .regex(/^[A-Za-z0-9_-]{1,64}$/, 'after must be an id from a previous page')
    .optional(),
  limit: z.coerce
    .number({ error: 'limit must be a number' })
    .int('limit must be a whole number')
    .min(1, 'limit must be at least 1')
    .max(EXPORT_PAGE_MAX_LIMIT, `limit must be at most ${EXPORT_PAGE_MAX_LIMIT}`)
    .default(500),
});

export type ExportPageQuery = z.output<typeof exportPageQuerySchema>;

/** The id to ask for the following page with; null on the last page. */
const nextCursor = z.string().nullable();

/**
 * An account as search indexes it and the admin service reads it: its public profile and standing,
 * never its email or credentials.
 */
export const exportedUserSchema = z.object({
  id: z.string().min(1),
  username: z.string(),
  displayName: z.string(),
  role: z.enum(['subscriber', 'creator', 'admin']),
  bio: z.string(),
  avatar: z.string(),
  coverImage: z.string(),
  isVerified: z.boolean(),
  status: accountStatusSchema,
  verificationStatus: verificationStatusSchema,
  /** The reasons of every ban, oldest first. */
  flaggedReasons: z.array(z.string()),
  /** The holder deleted the account; its profile is erased. Absent from older exporters. */
  deleted: z.boolean().optional(),
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
});

export type ExportedUser = z.output<typeof exportedUserSchema>;

export const userExportPageSchema = z.object({
  users: z.array(exportedUserSchema),
  next: nextCursor,
});

export type UserExportPage = z.output<typeof userExportPageSchema>;

/**
 * A post as search indexes it: the summary the content events carry, when it was published (null
 * while it never was), and its engagement counters now.
 */
export const exportedPostSchema = contentUpdatedSchema.extend({
  publishedAt: z.iso.datetime().nullable(),
  likesCount: z.number().int().min(0),
  commentsCount: z.number().int().min(0),
  viewsCount: z.number().int().min(0),
});

export type ExportedPost = z.output<typeof exportedPostSchema>;

export const postExportPageSchema = z.object({
  posts: z.array(exportedPostSchema),
  next: nextCursor,
});

export type PostExportPage = z.output<typeof postExportPageSchema>;
