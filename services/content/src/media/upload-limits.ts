import { HttpStatus } from '@nestjs/common';
import { ApiError } from '@tessera/platform';
import {
  IMAGE_MAX_BYTES,
  MESSAGES,
  UPLOAD_ALLOWED_MIME_TYPES,
  type UploadKind,
  VIDEO_MAX_BYTES,
  bytesToMb,
} from '@tessera/rules';

/** Largest accepted file of each kind, whichever way it is uploaded. */
export const MAX_BYTES: Record<UploadKind, number> = {
  image: IMAGE_MAX_BYTES,
  video: VIDEO_MAX_BYTES,
};

/** The spec's refusal of a file over its kind's size limit: a 413 naming the field. */
export function fileTooLarge(kind: UploadKind, field: string): ApiError {
  const message = MESSAGES.fileTooLarge(bytesToMb(MAX_BYTES[kind]));
  return new ApiError(HttpStatus.PAYLOAD_TOO_LARGE, message, [{ field, message }]);
}

/** The declared type as stored with the original: one of the accepted types, in lower case. */
export function normalizedMime(mimetype: string): string {
  const type = mimetype.trim().toLowerCase();
  return (UPLOAD_ALLOWED_MIME_TYPES as readonly string[]).includes(type)
    ? type
    : 'application/octet-stream';
}
