import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../messages';
import { formatZodIssues } from './format-zod-issues.util';
import {
  IMAGE_MAX_BYTES,
  uploadFileSchema,
  validateUploadFile,
  VIDEO_MAX_BYTES,
} from './upload-file.schema';

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

describe('uploadFileSchema', () => {
  it('adds the kind to a valid file', () => {
    expect(uploadFileSchema.parse({ type: 'video/mp4', size: 1024 })).toEqual({
      type: 'video/mp4',
      size: 1024,
      kind: 'video',
    });
  });

  it('reports the spec text on the failing field', () => {
    const tooBig = uploadFileSchema.safeParse({ type: 'image/gif', size: IMAGE_MAX_BYTES + 1 });
    expect(tooBig.success || formatZodIssues(tooBig.error).errors).toEqual([
      { field: 'size', message: MESSAGES.fileTooLarge(10) },
    ]);
    const wrongType = uploadFileSchema.safeParse({ type: 'text/html', size: 1 });
    expect(wrongType.success || formatZodIssues(wrongType.error).errors).toEqual([
      { field: 'type', message: MESSAGES.unsupportedFileType },
    ]);
    expect(uploadFileSchema.safeParse({ type: 'image/png', size: -1 }).success).toBe(false);
  });
});
