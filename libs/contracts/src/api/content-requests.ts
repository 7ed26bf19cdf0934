import {
  CONTENT_TYPES,
  hasControlCharacters,
  hasControlCharactersBesidesNewlines,
  PRIVACY_LEVELS,
} from '@tessera/rules';
import { z } from 'zod';
import { POST_STATUSES } from './content-dto';

const ID = /^[A-Za-z0-9_-]{1,64}$/;
const idSchema = z.string().regex(ID, 'Invalid id');

const line = (max: number) =>
  z
    .string()
    .trim()
    .max(max, `Must be at most ${max} characters`)
    .refine((text) => !hasControlCharacters(text), 'Must not contain control characters');
const text = (max: number) =>
  z
    .string()
    .max(max, `Must be at most ${max} characters`)
    .refine(
      (value) => !hasControlCharactersBesidesNewlines(value),
      'Must not contain control characters',
    );

const tagSchema = line(40).pipe(z.string().min(1, 'Tags must not be empty'));

const postFields = {
  title: line(200).pipe(z.string().min(1, 'Title is required')),
  description: text(5_000),
  body: text(50_000),
  type: z.enum(CONTENT_TYPES),
  mediaIds: z.array(idSchema).max(20, 'At most 20 files per post'),
  privacyLevel: z.enum(PRIVACY_LEVELS),
  tags: z.array(tagSchema).max(20, 'At most 20 tags'),
  category: line(50),
  folderId: idSchema.nullable(),
  priceCents: z
    .number()
    .int()
    .min(100, 'The lowest price is $1.00')
    .max(100_000, 'The highest price is $1,000.00')
    .nullable(),
  tierIds: z.array(idSchema).max(10),
  scheduledAt: z.iso.datetime({ offset: true }).nullable(),
};

/** `POST /api/content` as JSON; media are uploaded first and named by id. */
export const createContentRequestSchema = z.object({
  ...postFields,
  description: postFields.description.default(''),
  body: postFields.body.default(''),
  mediaIds: postFields.mediaIds.default([]),
  privacyLevel: postFields.privacyLevel.default('public'),
  tags: postFields.tags.default([]),
  category: postFields.category.default(''),
  folderId: postFields.folderId.default(null),
  priceCents: postFields.priceCents.default(null),
  tierIds: postFields.tierIds.default([]),
  scheduledAt: postFields.scheduledAt.default(null),
  saveAsDraft: z.boolean().default(false),
});

/** `PUT /api/content/{id}`: any field, plus the status moves a creator may make. */
export const updateContentRequestSchema = z
  .object({
    ...postFields,
    status: z.enum(['draft', 'published', 'archived']),
  })
  .partial()
  .refine((body) => Object.keys(body).length > 0, 'Nothing to update');

const commaList = line(1_000).transform((value) =>
  value
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean),
);

/** `GET /api/content` with the section-5 filters; 'all' on a select means no filter. */
export const listContentQuerySchema = z.object({
  page: z.coerce.number().int().min(1).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(20),
  type: z.enum([...CONTENT_TYPES, 'all']).optional(),
  category: line(50).optional(),
  status: z.enum([...POST_STATUSES, 'all']).optional(),
  privacyLevel: z.enum([...PRIVACY_LEVELS, 'all']).optional(),
  tags: commaList.optional(),
  q: line(200).optional(),
  creatorId: idSchema.optional(),
});

export const pageQuerySchema = z.object({
  page: z.coerce.number().int().min(1).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(20),
});

export const exploreQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(50).default(12),
});

export const feedQuerySchema = z.object({
  cursor: z
    .string()
    .regex(/^\d{1,15}:[A-Za-z0-9_-]{1,64}$/, 'Invalid cursor')
    .optional(),
  limit: z.coerce.number().int().min(1).max(50).default(20),
});

export const moderationDecisionSchema = z.object({
  decision: z.enum(['approve', 'reject']),
  notes: text(1_000).default(''),
});

export const contentIdSchema = idSchema;

export const commentRequestSchema = z.object({
  text: text(2_000).pipe(z.string().trim().min(1, 'Comment cannot be empty')),
});

export const folderRequestSchema = z.object({
  name: line(60).pipe(z.string().min(1, 'Folder name is required')),
  description: text(500).optional(),
});

export const tagsQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(200).default(50),
});

export const REPORT_REASONS = [
  'illegal',
  'underage',
  'non_consent',
  'spam',
  'harassment',
  'hate',
  'violence',
  'nudity',
  'copyright',
  'other',
] as const;

export const reportRequestSchema = z.object({
  reason: z.enum(REPORT_REASONS),
  description: text(1_000).default(''),
});

export type CreateContentRequest = z.output<typeof createContentRequestSchema>;
export type UpdateContentRequest = z.output<typeof updateContentRequestSchema>;
export type ListContentQuery = z.output<typeof listContentQuerySchema>;
export type PageQuery = z.output<typeof pageQuerySchema>;
export type FeedQuery = z.output<typeof feedQuerySchema>;
export type ModerationDecision = z.output<typeof moderationDecisionSchema>;

// What a client sends: each schema's input, before its defaults and transforms apply.
export type CreateContentRequestBody = z.input<typeof createContentRequestSchema>;
export type UpdateContentRequestBody = z.input<typeof updateContentRequestSchema>;
export type ModerationDecisionBody = z.input<typeof moderationDecisionSchema>;
export type CommentRequestBody = z.input<typeof commentRequestSchema>;
export type FolderRequestBody = z.input<typeof folderRequestSchema>;
export type ReportRequestBody = z.input<typeof reportRequestSchema>;
export type ListContentQueryParams = z.input<typeof listContentQuerySchema>;
export type PageQueryParams = z.input<typeof pageQuerySchema>;
export type ExploreQueryParams = z.input<typeof exploreQuerySchema>;
export type FeedQueryParams = z.input<typeof feedQuerySchema>;

/**
 * What an upload is for: a post (creators, within their daily limit), a message attachment, or
 * the uploader's own profile picture (`avatar`) or cover image (`cover`), which anyone may send.
 */
export const UPLOAD_PURPOSES = ['post', 'message', 'avatar', 'cover'] as const;
export type UploadPurpose = (typeof UPLOAD_PURPOSES)[number];

/**
 * Where profile pictures are read through the gateway, followed by the upload's id: a profile shows
 * only uploads the platform serves itself, never an address on another host.
 */
export const PROFILE_IMAGE_PATH = '/api/content/profile-images/';

/** The purposes whose images are shown publicly on the uploader's profile. */
export const PROFILE_IMAGE_PURPOSES = ['avatar', 'cover'] as const;
export type ProfileImagePurpose = (typeof PROFILE_IMAGE_PURPOSES)[number];

/** Auth asks content whether an upload may become the owner's avatar or cover. */
export const profileImageClaimSchema = z.strictObject({
  ownerId: z.string().min(1),
  purpose: z.enum(PROFILE_IMAGE_PURPOSES),
});
export type ProfileImageClaim = z.output<typeof profileImageClaimSchema>;

/** The public address of a claimed profile image, the same for every viewer. */
export const claimedProfileImageSchema = z.object({ mediaId: z.uuid(), url: z.string() });
export type ClaimedProfileImage = z.output<typeof claimedProfileImageSchema>;

export const uploadQuerySchema = z.strictObject({
  purpose: z
    .enum(UPLOAD_PURPOSES, { error: `purpose must be one of ${UPLOAD_PURPOSES.join(', ')}` })
    .default('post'),
});
export type UploadQuery = z.output<typeof uploadQuerySchema>;
