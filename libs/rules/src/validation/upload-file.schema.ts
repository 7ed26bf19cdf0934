import { mbToBytes } from '../files/file-type.util';
import { MESSAGES } from '../messages';

export const UPLOAD_ALLOWED_MIME_TYPES = [
  'image/jpeg',
  'image/jpg',
  'image/png',
  'image/webp',
  'image/gif',
  'video/mp4',
  'video/webm',
  'video/mov',
  'video/quicktime',
] as const;

const IMAGE_MAX_MB = 10;
const VIDEO_MAX_MB = 100;
export const IMAGE_MAX_BYTES = mbToBytes(IMAGE_MAX_MB);
export const VIDEO_MAX_BYTES = mbToBytes(VIDEO_MAX_MB);

export type UploadKind = 'image' | 'video';

export type UploadFileCheck =
  { ok: true; kind: UploadKind } | { ok: false; error: string; field: 'type' | 'size' };

/** A file exactly at its limit is accepted; MIME types compare without letter case. */
export function validateUploadFile(file: { type: string; size: number }): UploadFileCheck {
  const type = file.type.trim().toLowerCase();
  if (!(UPLOAD_ALLOWED_MIME_TYPES as readonly string[]).includes(type)) {
    return { ok: false, error: MESSAGES.unsupportedFileType, field: 'type' };
  }
  const kind: UploadKind = type.startsWith('image/') ? 'image' : 'video';
  const [maxBytes, maxMb] =
    kind === 'image' ? [IMAGE_MAX_BYTES, IMAGE_MAX_MB] : [VIDEO_MAX_BYTES, VIDEO_MAX_MB];
  if (file.size > maxBytes) {
    return { ok: false, error: MESSAGES.fileTooLarge(maxMb), field: 'size' };
  }
  return { ok: true, kind };
}
