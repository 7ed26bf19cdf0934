import { z } from 'zod';
import { MEDIA_KINDS } from './content-dto';

/**
 * Resumable uploads speak the tus protocol (1.0.0, with creation, termination and expiration)
 * under this path of the API: `POST` with `Upload-Length` and `Upload-Metadata` creates one
 * (`?purpose=` as for a plain upload), `HEAD` gives its `Upload-Offset`, `PATCH` sends bytes from
 * there, `DELETE` gives it up, and `GET` on a finished one answers its `UploadedMediaDto`.
 */
export const UPLOAD_SESSIONS_PATH = '/upload/sessions';

/** Keys of `Upload-Metadata` a new upload must carry: the file's name and declared MIME type. */
export const UPLOAD_METADATA_FILE_NAME = 'filename';
export const UPLOAD_METADATA_FILE_TYPE = 'filetype';

/**
 * The JSON session API these schemas describe was replaced by tus; the service's hand-written
 * OpenAPI document still imports them until it is derived from the handlers.
 */
export const createUploadSessionRequestSchema = z.strictObject({
  fileName: z.string().trim().min(1).max(255),
  mimeType: z.string().trim().min(1).max(100),
  size: z.int().min(1).max(Number.MAX_SAFE_INTEGER),
});

export const uploadSessionSchema = z.object({
  sessionId: z.string(),
  fileName: z.string(),
  mimeType: z.string(),
  type: z.enum(MEDIA_KINDS),
  size: z.int().min(1),
  chunkSize: z.int().min(1),
  offset: z.int().min(0),
  status: z.enum(['open', 'completed']),
  mediaId: z.string().nullable(),
  expiresAt: z.iso.datetime(),
});
