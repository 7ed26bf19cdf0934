import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../messages';
import { IMAGE_MAX_BYTES, validateUploadFile, VIDEO_MAX_BYTES } from './upload-file.schema';

describe('validateUploadFile', () => {
  it.each([
    ['image/jpeg', IMAGE_MAX_BYTES, { ok: true, kind: 'image' }],
    ['image/jpg', IMAGE_MAX_BYTES, { ok: true, kind: 'image' }],
    ['IMAGE/WEBP', 1, { ok: true, kind: 'image' }],
    ['video/quicktime', VIDEO_MAX_BYTES, { ok: true, kind: 'video' }],
    ['video/mov', 0, { ok: true, kind: 'video' }],
    [
      'image/png',
      IMAGE_MAX_BYTES + 1,
      {
        ok: false,
        field: 'size',
        error: 'File size exceeds 10MB limit. Please choose a smaller file.',
      },
    ],
    [
      'video/webm',
      VIDEO_MAX_BYTES + 1,
      { ok: false, field: 'size', error: MESSAGES.fileTooLarge(100) },
    ],
    ['application/pdf', 1, { ok: false, field: 'type', error: MESSAGES.unsupportedFileType }],
    ['image/svg+xml', 1, { ok: false, field: 'type', error: MESSAGES.unsupportedFileType }],
  ])('%s of %d bytes', (type, size, expected) => {
    expect(validateUploadFile({ type, size })).toEqual(expected);
  });
});
