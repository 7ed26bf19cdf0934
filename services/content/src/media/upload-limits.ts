import { HttpStatus } from '@nestjs/common';
import type { PlatformSettings } from '@tessera/contracts';
import { ApiError, badRequest } from '@tessera/platform';
import {
  IMAGE_MAX_BYTES,
  MESSAGES,
  type SubscriptionTier,
  UPLOAD_ALLOWED_MIME_TYPES,
  type UploadKind,
  VIDEO_MAX_BYTES,
  bytesToMb,
  fileTypeOfMime,
  mbToBytes,
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

/**
 * The file rules of one admitted uploader, on top of the spec's accepted types and sizes: a
 * post's media has only those, a message attachment also the sender's plan's (the file upload
 * check: no more than the plan's `maxFileSize`, of a type the plan lists).
 */
export interface FileRules {
  /** Largest file of the kind this uploader may send. */
  maxBytes(kind: UploadKind): number;
  /** The refusal of a file over `maxBytes(kind)`: a 413 naming the field. */
  tooLarge(kind: UploadKind, field: string): ApiError;
  /** The refusal of a type (declared or found in the content) this uploader may not send. */
  refusedType(mimeType: string, field: string): ApiError | null;
}

/** A post's media, or an attachment of a sender with no plan rules (an admin). */
export const SPEC_FILE_RULES: FileRules = {
  maxBytes: (kind) => MAX_BYTES[kind],
  tooLarge: fileTooLarge,
  refusedType: () => null,
};

/**
 * A profile picture or cover: an image of an accepted type within the image size limit; a video
 * is refused before any byte is stored.
 */
export const PROFILE_IMAGE_FILE_RULES: FileRules = {
  maxBytes: (kind) => MAX_BYTES[kind],
  tooLarge: fileTooLarge,
  refusedType: (mimeType, field) =>
    mimeType.trim().toLowerCase().startsWith('image/')
      ? null
      : badRequest(MESSAGES.profileImageOnlyImages, [
          { field, message: MESSAGES.profileImageOnlyImages },
        ]),
};

/** A message attachment under the sender's plan. */
export function planFileRules(tier: SubscriptionTier): FileRules {
  const { maxFileSize, allowedFileTypes } = tier.messagingFeatures;
  const planBytes = mbToBytes(maxFileSize);
  return {
    maxBytes: (kind) => Math.min(MAX_BYTES[kind], planBytes),
    tooLarge: (kind, field) => {
      if (MAX_BYTES[kind] <= planBytes) return fileTooLarge(kind, field);
      const message = MESSAGES.fileSizeExceedsTierLimit(maxFileSize);
      return new ApiError(HttpStatus.PAYLOAD_TOO_LARGE, message, [{ field, message }]);
    },
    refusedType: (mimeType, field) => {
      const fileType = fileTypeOfMime(mimeType);
      if (fileType !== null && allowedFileTypes.includes(fileType)) return null;
      return badRequest(MESSAGES.fileTypeNotInTier, [
        { field, message: MESSAGES.fileTypeNotInTier },
      ]);
    },
  };
}

/** Other names browsers give the types the settings list. */
const TYPE_ALIASES: Record<string, string> = {
  'image/jpg': 'image/jpeg',
  'video/mov': 'video/quicktime',
};

export const TYPE_NOT_ALLOWED_ON_PLATFORM = 'This file type is not allowed on this platform';

/** The refusal of a file over the admins' upload limit, naming it. */
export function overPlatformLimit(maxUploadBytes: number, field: string): ApiError {
  const message = `Files larger than the platform's upload limit of ${bytesToMb(maxUploadBytes)} MB are not accepted`;
  return new ApiError(HttpStatus.PAYLOAD_TOO_LARGE, message, [{ field, message }]);
}

/**
 * An uploader's file rules within the platform settings' limits: no larger than
 * `content.maxUploadBytes` (413) and only of the types in `content.allowedTypes` (415), each
 * refusal naming the platform's rule.
 */
export function withinPlatformLimits(
  rules: FileRules,
  limits: Pick<PlatformSettings['content'], 'maxUploadBytes' | 'allowedTypes'>,
): FileRules {
  return {
    maxBytes: (kind) => Math.min(rules.maxBytes(kind), limits.maxUploadBytes),
    tooLarge: (kind, field) =>
      rules.maxBytes(kind) <= limits.maxUploadBytes
        ? rules.tooLarge(kind, field)
        : overPlatformLimit(limits.maxUploadBytes, field),
    refusedType: (mimeType, field) => {
      const ownRefusal = rules.refusedType(mimeType, field);
      if (ownRefusal) return ownRefusal;
      const type = mimeType.trim().toLowerCase();
      if ((limits.allowedTypes as readonly string[]).includes(TYPE_ALIASES[type] ?? type)) {
        return null;
      }
      return new ApiError(HttpStatus.UNSUPPORTED_MEDIA_TYPE, TYPE_NOT_ALLOWED_ON_PLATFORM, [
        { field, message: TYPE_NOT_ALLOWED_ON_PLATFORM },
      ]);
    },
  };
}
