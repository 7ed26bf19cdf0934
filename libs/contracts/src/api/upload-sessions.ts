import { z } from 'zod';
import { MEDIA_KINDS } from './content-dto';

/** Header naming the byte offset of the chunk a request carries, and the offset committed so far. */
export const UPLOAD_OFFSET_HEADER = 'upload-offset';
/** Header of a session's state giving the file's declared size. */
export const UPLOAD_LENGTH_HEADER = 'upload-length';

export const UPLOAD_SESSION_STATUSES = ['open', 'completed'] as const;
export type UploadSessionStatus = (typeof UPLOAD_SESSION_STATUSES)[number];

/** `POST /api/upload/sessions`: the file about to be sent in chunks. */
export const createUploadSessionRequestSchema = z.strictObject({
  /** Shown back to the uploader only; never part of a storage key. */
  fileName: z
    .string({ error: 'fileName is required' })
    .trim()
    .min(1, 'fileName is required')
    .max(255, 'fileName must be at most 255 characters'),
  mimeType: z
    .string({ error: 'mimeType is required' })
    .trim()
    .min(1, 'mimeType is required')
    .max(100, 'mimeType must be at most 100 characters'),
  size: z
    .int({ error: 'size must be the file size in bytes, a whole number' })
    .min(1, 'size must be at least 1 byte')
    .max(Number.MAX_SAFE_INTEGER, 'size is too large'),
});
export type CreateUploadSessionRequest = z.output<typeof createUploadSessionRequestSchema>;

const OFFSET_MESSAGE = 'Upload-Offset must be the byte offset of the chunk, a whole number';

/** `Upload-Offset` of a chunk: where in the file its bytes start. */
export const uploadOffsetSchema = z
  .string({ error: OFFSET_MESSAGE })
  .regex(/^\d{1,15}$/, OFFSET_MESSAGE)
  .transform(Number);

/**
 * A resumable upload: chunks of exactly `chunkSize` bytes (the last one shorter) are sent in
 * order from `offset`, the bytes the server has committed; `mediaId` is set once completed.
 */
export const uploadSessionSchema = z.object({
  sessionId: z.string(),
  fileName: z.string(),
  mimeType: z.string(),
  type: z.enum(MEDIA_KINDS),
  size: z.int().min(1),
  chunkSize: z.int().min(1),
  offset: z.int().min(0),
  status: z.enum(UPLOAD_SESSION_STATUSES),
  mediaId: z.string().nullable(),
  expiresAt: z.iso.datetime(),
});
export type UploadSessionDto = z.infer<typeof uploadSessionSchema>;
