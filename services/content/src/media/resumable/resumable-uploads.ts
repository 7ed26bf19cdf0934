import { randomUUID } from 'node:crypto';
import { HttpStatus, Inject, Injectable } from '@nestjs/common';
import type { CreateUploadSessionRequest, UploadPurpose } from '@tessera/contracts';
import {
  ApiError,
  type AuthenticatedUser,
  ObjectNotFoundError,
  ObjectStorage,
  SERVICE_CONFIG,
  badRequest,
  conflict,
  forbidden,
  notFound,
} from '@tessera/platform';
import { MESSAGES, validateUploadFile } from '@tessera/rules';
import type { FastifyRequest } from 'fastify';
import type { ContentConfig } from '../../config/content-config';
import { MediaIntake, drain } from '../media-intake';
import type { MediaItem } from '../media-item.schema';
import { mediaKey, newMediaId } from '../media-keys';
import { MediaRepository } from '../media.repository';
import { ContentMismatchError, SignatureCheck } from '../signature-check.stream';
import { UploadGate } from '../upload-gate';
import { normalizedMime } from '../upload-limits';
import { ChunkLength, ChunkLengthError } from './chunk-length.stream';
import { type UploadSession, committedOffset, orderedParts, placeChunk } from './upload-session';
import { UploadSessionsRepository } from './upload-sessions.repository';

const SESSION_NOT_FOUND = 'Upload session not found; it may have expired. Start the upload again.';
const SESSION_EXPIRED = 'This upload session has expired. Start the upload again.';
const NOT_YOURS = 'This upload session belongs to another account';
const ALREADY_COMPLETE = 'This upload is already complete';
const COMPLETING = 'This upload is being completed';
const SEND_MULTIPART = 'Send the chunk as multipart/form-data with the bytes in the file field';

const CUT_OFF = 'The chunk did not arrive whole; send it again from the committed offset';

const gone = (message: string) => new ApiError(HttpStatus.GONE, message);

/**
 * Resumable uploads of large files: a session is an S3 multipart upload of the future media
 * item's original, fed one chunk (one part) per request and streamed through, so a dropped
 * connection costs at most one chunk. The uploader passes the same checks as a plain upload:
 * the upload check when the session opens and again when it completes, the declared type and
 * size at the start, the content's signature on the first chunk. Completing joins the parts and
 * hands the original to the pipeline exactly as `POST /api/upload` does.
 */
@Injectable()
export class ResumableUploads {
  constructor(
    private readonly gate: UploadGate,
    private readonly sessions: UploadSessionsRepository,
    private readonly storage: ObjectStorage,
    private readonly intake: MediaIntake,
    private readonly media: MediaRepository,
    @Inject(SERVICE_CONFIG) private readonly config: ContentConfig,
  ) {}

  async open(
    caller: AuthenticatedUser | null,
    purpose: UploadPurpose,
    file: CreateUploadSessionRequest,
    now = new Date(),
  ): Promise<UploadSession> {
    const { user, files } = await this.gate.admit(caller, purpose, now);
    const declared = validateUploadFile({ type: file.mimeType, size: 0 });
    if (!declared.ok) {
      throw badRequest(declared.error, [{ field: 'mimeType', message: declared.error }]);
    }
    const refusedType = files.refusedType(file.mimeType, 'mimeType');
    if (refusedType) throw refusedType;
    const { kind } = declared;
    if (file.size > files.maxBytes(kind)) throw files.tooLarge(kind, 'size');
    const mediaId = newMediaId();
    const objectKey = mediaKey(user.id, mediaId, 'original');
    const mimeType = normalizedMime(file.mimeType);
    const uploadId = await this.storage.startMultipart(objectKey, { contentType: mimeType });
    const session: UploadSession = {
      id: randomUUID(),
      ownerId: user.id,
      purpose,
      fileName: file.fileName,
      mimeType,
      kind,
      size: file.size,
      chunkSize: this.config.UPLOAD_CHUNK_BYTES,
      mediaId,
      objectKey,
      uploadId,
      sniffedMimeType: null,
      status: 'open',
      expiresAt: new Date(now.getTime() + this.config.UPLOAD_SESSION_TTL_SECONDS * 1000),
      parts: new Map(),
    };
    try {
      await this.sessions.create(session);
    } catch (error) {
      await this.storage.abortMultipart(objectKey, uploadId);
      throw error;
    }
    return session;
  }

  /** The caller's session, refused when it is another's or has expired. */
  async owned(caller: AuthenticatedUser, sessionId: string, now = new Date()) {
    const session = await this.sessions.find(sessionId);
    if (!session) throw notFound(SESSION_NOT_FOUND);
    if (session.ownerId !== caller.id) throw forbidden(NOT_YOURS);
    if (session.status !== 'completed' && session.expiresAt <= now) throw gone(SESSION_EXPIRED);
    return session;
  }

  /**
   * Stores the chunk the request carries at `offset`, streamed straight into its part. A chunk
   * already committed is acknowledged and not stored again; any other offset but the committed
   * one is refused with where the upload continues.
   */
  async receiveChunk(
    caller: AuthenticatedUser,
    sessionId: string,
    offset: number,
    request: FastifyRequest,
  ): Promise<UploadSession> {
    const session = await this.owned(caller, sessionId);
    if (session.status !== 'open') {
      throw conflict(session.status === 'completed' ? ALREADY_COMPLETE : COMPLETING);
    }
    const placement = placeChunk(session, offset);
    if (placement.kind === 'misplaced') {
      throw new ApiError(HttpStatus.CONFLICT, placement.message, [
        { field: 'Upload-Offset', message: placement.message },
      ]);
    }
    if (!request.isMultipart()) throw badRequest(SEND_MULTIPART);
    const part = await request.file({ limits: { files: 1 } }).catch(() => undefined);
    if (!part) throw badRequest(SEND_MULTIPART);
    if (placement.kind === 'committed') {
      await drain(part);
      return session;
    }

    const { partNumber, length } = placement;
    const signature = partNumber === 1 ? new SignatureCheck(session.kind) : null;
    const guard = new ChunkLength(length);
    // Any failure reaches the stream storage reads; the request itself is left readable so the
    // rest of a refused chunk can be drained and the client gets its answer.
    part.file.on('error', (error) => guard.destroy(error));
    if (signature) {
      signature.on('error', (error) => guard.destroy(error));
      part.file.pipe(signature).pipe(guard);
    } else {
      part.file.pipe(guard);
    }
    let etag: string;
    try {
      etag = await this.storage.uploadPart(session.objectKey, session.uploadId, {
        partNumber,
        body: guard,
        length,
      });
    } catch (error) {
      await drain(part);
      throw await this.chunkRefusal(session, offset, error, request);
    }
    const sniffed = signature?.sniffed?.mimeType ?? null;
    if (!(await this.sessions.recordPart(session.id, partNumber, etag, sniffed))) {
      throw notFound(SESSION_NOT_FOUND);
    }
    session.parts.set(partNumber, etag);
    session.sniffedMimeType ??= sniffed;
    return session;
  }

  /**
   * Joins the parts into the original and hands it to the pipeline as a pending media item.
   * Completing a completed session again answers the same item.
   */
  async complete(caller: AuthenticatedUser, sessionId: string): Promise<MediaItem> {
    const session = await this.owned(caller, sessionId);
    if (session.status === 'completed') return this.completedItem(session);
    const received = committedOffset(session);
    if (received < session.size) {
      throw conflict(`The upload is incomplete: ${received} of ${session.size} bytes received`);
    }
    if (!(await this.sessions.moveStatus(session.id, 'open', 'completing'))) {
      throw conflict(COMPLETING);
    }
    try {
      const { files } = await this.gate.admit(caller, session.purpose);
      // The content may show another type of the kind than was declared, one the plan may not take.
      const refusedContent = files.refusedType(session.sniffedMimeType ?? session.mimeType, 'file');
      if (refusedContent) throw refusedContent;
    } catch (refusal) {
      // Refused like a plain upload, the file is not kept.
      await this.discard(session);
      throw refusal;
    }
    try {
      await this.storage.completeMultipart(
        session.objectKey,
        session.uploadId,
        orderedParts(session),
      );
    } catch (error) {
      if (error instanceof ObjectNotFoundError) {
        await this.sessions.delete(session.id);
        throw gone(SESSION_EXPIRED);
      }
      await this.sessions.moveStatus(session.id, 'completing', 'open');
      throw error;
    }
    let item: MediaItem;
    try {
      item = await this.intake.accept({
        mediaId: session.mediaId,
        creatorId: session.ownerId,
        purpose: session.purpose,
        kind: session.kind,
        mimeType: session.sniffedMimeType ?? session.mimeType,
        size: session.size,
        originalKey: session.objectKey,
      });
    } catch (error) {
      await this.sessions.delete(session.id);
      throw error;
    }
    await this.sessions.moveStatus(session.id, 'completing', 'completed');
    return item;
  }

  /** Drops an unfinished upload with its stored parts. */
  async cancel(caller: AuthenticatedUser, sessionId: string): Promise<void> {
    const session = await this.owned(caller, sessionId).catch((error: unknown) => {
      // An expired session may still be cancelled: that is what the sweep would do.
      if (error instanceof ApiError && error.getStatus() === HttpStatus.GONE) {
        return this.sessions.find(sessionId);
      }
      throw error;
    });
    if (!session) return;
    if (session.status !== 'open') {
      throw conflict(session.status === 'completed' ? ALREADY_COMPLETE : COMPLETING);
    }
    await this.discard(session);
  }

  /** Aborts the multipart upload (dropping its parts) and forgets the session. */
  async discard(session: UploadSession): Promise<void> {
    await this.storage.abortMultipart(session.objectKey, session.uploadId);
    await this.sessions.delete(session.id);
  }

  private async completedItem(session: UploadSession): Promise<MediaItem> {
    const item = await this.media.findById(session.mediaId);
    if (!item) throw notFound('The uploaded file was removed');
    return item;
  }

  /** What a chunk that could not be stored is answered with. */
  private async chunkRefusal(
    session: UploadSession,
    offset: number,
    error: unknown,
    request: FastifyRequest,
  ): Promise<unknown> {
    if (error instanceof ChunkLengthError) {
      const message = `The chunk at offset ${offset} must be ${error.expected} bytes`;
      const status = error.tooLong ? HttpStatus.PAYLOAD_TOO_LARGE : HttpStatus.BAD_REQUEST;
      return new ApiError(status, message, [{ field: 'chunk', message }]);
    }
    if (error instanceof ContentMismatchError) {
      // Content that is not what was declared is never kept, not even in parts.
      await this.discard(session);
      return badRequest(MESSAGES.unsupportedFileType, [
        { field: 'chunk', message: MESSAGES.unsupportedFileType },
      ]);
    }
    if (error instanceof ObjectNotFoundError) return gone(SESSION_EXPIRED);
    if (request.raw.destroyed) return badRequest(CUT_OFF);
    return error;
  }
}
