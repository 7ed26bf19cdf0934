import type { UploadPurpose, UploadSessionDto } from '@tessera/contracts';
import type { UploadedPart } from '@tessera/platform';
import type { UploadKind } from '@tessera/rules';

/** `completing` while one request assembles the file, so a second one cannot at the same time. */
export type StoredSessionStatus = 'open' | 'completing' | 'completed';

/**
 * A resumable upload: an S3 multipart upload of the media item's original, fed one fixed-size
 * chunk (one S3 part) at a time. Chunk `n` (from 1) starts at `(n - 1) * chunkSize`.
 */
export interface UploadSession {
  id: string;
  ownerId: string;
  purpose: UploadPurpose;
  fileName: string;
  /** The declared type as stored with the object. */
  mimeType: string;
  kind: UploadKind;
  size: number;
  chunkSize: number;
  /** The media item the completed file becomes, and its original's key. */
  mediaId: string;
  objectKey: string;
  /** The S3 multipart upload. */
  uploadId: string;
  /** The format the first chunk's bytes showed, once it has been received. */
  sniffedMimeType: string | null;
  status: StoredSessionStatus;
  expiresAt: Date;
  /** ETags of the committed parts by part number. */
  parts: Map<number, string>;
}

/** Where a chunk sent at some offset goes. */
export type ChunkPlacement =
  | { kind: 'next'; partNumber: number; length: number }
  | { kind: 'committed' }
  | { kind: 'misplaced'; message: string };

/** Bytes received without a gap from the start: the offset the upload continues at. */
export function committedOffset(session: UploadSession): number {
  let parts = 0;
  while (session.parts.has(parts + 1)) parts += 1;
  return Math.min(parts * session.chunkSize, session.size);
}

/**
 * Chunks are accepted in order: the one at the committed offset is stored, one already committed
 * is acknowledged without being stored again (a retry after a lost answer), and any other offset
 * is refused with where the upload continues.
 */
export function placeChunk(session: UploadSession, offset: number): ChunkPlacement {
  const committed = committedOffset(session);
  const resume = `the upload continues at offset ${committed}`;
  if (offset >= session.size) {
    return {
      kind: 'misplaced',
      message: `Offset ${offset} is past the end of the file (${session.size} bytes); ${resume}`,
    };
  }
  if (offset % session.chunkSize !== 0) {
    return {
      kind: 'misplaced',
      message: `Offset ${offset} is not the start of a chunk of ${session.chunkSize} bytes; ${resume}`,
    };
  }
  if (offset < committed) return { kind: 'committed' };
  if (offset > committed) {
    return { kind: 'misplaced', message: `Offset ${offset} would leave a gap; ${resume}` };
  }
  return {
    kind: 'next',
    partNumber: offset / session.chunkSize + 1,
    length: Math.min(session.chunkSize, session.size - offset),
  };
}

/** Parts in order for completing the multipart upload. */
export function orderedParts(session: UploadSession): UploadedPart[] {
  return [...session.parts.entries()]
    .sort(([a], [b]) => a - b)
    .map(([partNumber, etag]) => ({ partNumber, etag }));
}

export function toSessionDto(session: UploadSession): UploadSessionDto {
  const completed = session.status === 'completed';
  return {
    sessionId: session.id,
    fileName: session.fileName,
    mimeType: session.mimeType,
    type: session.kind,
    size: session.size,
    chunkSize: session.chunkSize,
    offset: committedOffset(session),
    status: completed ? 'completed' : 'open',
    mediaId: completed ? session.mediaId : null,
    expiresAt: session.expiresAt.toISOString(),
  };
}
