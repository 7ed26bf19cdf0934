import { z } from 'zod';
import { paginatedSchema } from './api-response';
import { UPLOAD_PURPOSES } from './content-requests';

/** What a creator may upload to prove who they are, and the most one file may weigh. */
export const VERIFICATION_DOCUMENT_TYPES = ['image/jpeg', 'image/png', 'application/pdf'] as const;
export const VERIFICATION_DOCUMENT_MAX_BYTES = 10 * 1024 * 1024;

/** The part of a request each uploaded document stands for. */
export const VERIFICATION_DOCUMENT_ROLES = ['id_front', 'id_back', 'selfie'] as const;
export type VerificationDocumentRole = (typeof VERIFICATION_DOCUMENT_ROLES)[number];

export const VERIFICATION_REQUEST_STATUSES = ['pending', 'approved', 'rejected'] as const;
export type VerificationRequestStatus = (typeof VERIFICATION_REQUEST_STATUSES)[number];

/** How long after an admin's decision the documents of a request are kept. */
export const VERIFICATION_DOCUMENT_RETENTION_DAYS = 30;

/** `POST /api/upload?purpose=verification`: a private document, never made public. */
export const uploadedVerificationDocumentSchema = z.object({
  mediaId: z.string(),
  filename: z.string(),
  contentType: z.enum(VERIFICATION_DOCUMENT_TYPES),
  size: z.number().int(),
});
export type UploadedVerificationDocument = z.output<typeof uploadedVerificationDocumentSchema>;

/** `GET /internal/verification-documents/:mediaId`, for the admin service to check ownership. */
export const verificationDocumentInfoSchema = z.object({
  ownerId: z.string(),
  contentType: z.enum(VERIFICATION_DOCUMENT_TYPES),
  filename: z.string(),
  uploadedAt: z.iso.datetime(),
});
export type VerificationDocumentInfo = z.output<typeof verificationDocumentInfoSchema>;

/** `GET /internal/verification-documents/:mediaId/url`: a link that works for minutes only. */
export const verificationDocumentUrlSchema = z.object({
  url: z.string(),
  expiresAt: z.iso.datetime(),
});
export type VerificationDocumentUrl = z.output<typeof verificationDocumentUrlSchema>;

/** `GET /internal/users/:id/contact` in auth: where to write to an account. */
export const userContactSchema = z.object({ email: z.string(), displayName: z.string() });
export type UserContact = z.output<typeof userContactSchema>;

/** `POST /api/verification/requests` by a creator. */
export const submitVerificationRequestSchema = z
  .object({
    type: z.literal('identity'),
    documents: z
      .array(
        z.object({
          type: z.enum(VERIFICATION_DOCUMENT_ROLES),
          mediaId: z.string().trim().min(1).max(64),
        }),
      )
      .min(1)
      .max(3),
  })
  .refine((body) => new Set(body.documents.map((doc) => doc.type)).size === body.documents.length, {
    message: 'Each document type may be sent once',
    path: ['documents'],
  })
  .refine((body) => body.documents.some((doc) => doc.type === 'id_front'), {
    message: 'The front of your ID is required',
    path: ['documents'],
  })
  .refine((body) => body.documents.some((doc) => doc.type === 'selfie'), {
    message: 'A selfie holding your ID is required',
    path: ['documents'],
  });
export type SubmitVerificationRequest = z.output<typeof submitVerificationRequestSchema>;

export const verificationRequestDocumentSchema = z.object({
  id: z.string(),
  type: z.enum(VERIFICATION_DOCUMENT_ROLES),
  /** A signed link valid for minutes, for admins only; null for the creator and once deleted. */
  url: z.string().nullable(),
  filename: z.string(),
  contentType: z.string(),
  uploadedAt: z.iso.datetime(),
});

/** Section 3's verification request. */
export const verificationRequestSchema = z.object({
  id: z.string(),
  userId: z.string(),
  username: z.string().nullable(),
  displayName: z.string().nullable(),
  type: z.literal('identity'),
  status: z.enum(VERIFICATION_REQUEST_STATUSES),
  documents: z.array(verificationRequestDocumentSchema),
  submittedAt: z.iso.datetime(),
  reviewedAt: z.iso.datetime().nullable(),
  reviewedBy: z.string().nullable(),
  notes: z.string().nullable(),
});
export type VerificationRequestDto = z.output<typeof verificationRequestSchema>;

export const verificationRequestPageSchema = paginatedSchema(verificationRequestSchema);

/** `GET /api/verification/requests/mine`: the creator's latest request, or null. */
export const myVerificationRequestSchema = z.object({
  request: verificationRequestSchema.nullable(),
});

export const verificationQueueQuerySchema = z.object({
  status: z.enum(VERIFICATION_REQUEST_STATUSES).optional(),
  page: z.coerce.number().int().min(1).default(1),
  limit: z.coerce.number().int().min(1).max(50).default(20),
});
export type VerificationQueueQuery = z.output<typeof verificationQueueQuerySchema>;

/** `POST /api/admin/verifications/{id}/decision`; a rejection says why. */
export const verificationDecisionRequestSchema = z
  .object({
    decision: z.enum(['approve', 'reject']),
    notes: z.string().trim().max(2000).optional(),
  })
  .refine((body) => body.decision === 'approve' || Boolean(body.notes), {
    message: 'Say why the request is rejected',
    path: ['notes'],
  });
export type VerificationDecisionRequest = z.output<typeof verificationDecisionRequestSchema>;

/**
 * The query of a plain `POST /api/upload`: the purposes of media, and `verification` for an
 * identity document, kept privately for admins and never made into media.
 */
export const plainUploadQuerySchema = z.strictObject({
  purpose: z
    .enum([...UPLOAD_PURPOSES, 'verification'], {
      error: `purpose must be one of ${[...UPLOAD_PURPOSES, 'verification'].join(', ')}`,
    })
    .default('post'),
});
export type PlainUploadQuery = z.output<typeof plainUploadQuerySchema>;
