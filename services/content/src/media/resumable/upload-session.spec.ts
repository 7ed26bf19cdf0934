import { describe, expect, it } from 'vitest';
import { committedOffset, placeChunk, type UploadSession } from './upload-session';

const MiB = 1024 * 1024;

function session(parts: number[], size = 12 * MiB): UploadSession {
  return {
    id: 's',
    ownerId: 'u',
    purpose: 'post',
    fileName: 'clip.mp4',
    mimeType: 'video/mp4',
    kind: 'video',
    size,
    chunkSize: 5 * MiB,
    mediaId: 'm',
    objectKey: 'media/u/m/original',
    uploadId: 'x',
    sniffedMimeType: null,
    status: 'open',
    expiresAt: new Date(),
    parts: new Map(parts.map((part) => [part, `etag-${part}`])),
  };
}

describe('committedOffset', () => {
  it('counts parts received without a gap, the last one short', () => {
    expect(committedOffset(session([]))).toBe(0);
    expect(committedOffset(session([1, 3]))).toBe(5 * MiB);
    expect(committedOffset(session([1, 2, 3]))).toBe(12 * MiB);
  });
});

describe('placeChunk', () => {
  it('takes the chunk at the committed offset, the last one with the bytes left', () => {
    expect(placeChunk(session([]), 0)).toEqual({ kind: 'next', partNumber: 1, length: 5 * MiB });
    expect(placeChunk(session([1, 2]), 10 * MiB)).toEqual({
      kind: 'next',
      partNumber: 3,
      length: 2 * MiB,
    });
  });

  it('acknowledges a committed chunk sent again', () => {
    expect(placeChunk(session([1, 2]), 0)).toEqual({ kind: 'committed' });
    expect(placeChunk(session([1, 2]), 5 * MiB)).toEqual({ kind: 'committed' });
  });

  it('refuses gaps, overlaps and offsets past the end with where the upload continues', () => {
    const continues = `the upload continues at offset ${5 * MiB}`;
    expect(placeChunk(session([1]), 10 * MiB)).toEqual({
      kind: 'misplaced',
      message: `Offset ${10 * MiB} would leave a gap; ${continues}`,
    });
    expect(placeChunk(session([1]), 7)).toEqual({
      kind: 'misplaced',
      message: `Offset 7 is not the start of a chunk of ${5 * MiB} bytes; ${continues}`,
    });
    expect(placeChunk(session([1]), 12 * MiB)).toEqual({
      kind: 'misplaced',
      message: `Offset ${12 * MiB} is past the end of the file (${12 * MiB} bytes); ${continues}`,
    });
  });
});
