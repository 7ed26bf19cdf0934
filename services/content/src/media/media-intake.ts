import type { Multipart, MultipartFile } from '@fastify/multipart';
import { HttpStatus, Inject, Injectable } from '@nestjs/common';
import type { UploadPurpose } from '@tessera/contracts';
import {
  APP_LOGGER,
  ApiError,
  type AuthenticatedUser,
  InjectQueue,
  ObjectStorage,
  ObjectTooLargeError,
  badRequest,
} from '@tessera/platform';
import { MESSAGES, validateUploadFile } from '@tessera/rules';
import type { Queue } from 'bullmq';
import type { FastifyRequest } from 'fastify';
import type { Logger } from 'pino';
import { mediaKey, newMediaId } from './media-keys';
import type { MediaItem } from './media-item.schema';
import { MEDIA_JOB_ATTEMPTS, MEDIA_QUEUE, type MediaJobData } from './media-processing.job';
import { MediaRepository, type NewMediaItem } from './media.repository';
import { ContentMismatchError, SignatureCheck } from './signature-check.stream';
import { type AdmittedUploader, UploadGate } from './upload-gate';
import { normalizedMime } from './upload-limits';

export interface ReceivedForm {
  /** The form's text fields; a field sent twice keeps its last value. */
  fields: Record<string, string>;
  /** Every file of the form, stored and queued for processing, in the order sent. */
  items: MediaItem[];
}

/** What the form parser refuses, in words a client can act on. */
const FORM_LIMITS: Record<string, string> = {
  FST_FILES_LIMIT: 'Too many files in one request',
  FST_FIELDS_LIMIT: 'Too many fields in the form',
  FST_PARTS_LIMIT: 'Too many fields in the form',
};

/**
 * Receives uploads: checks the uploader, then streams each file of a multipart form to object
 * storage under a generated key, refusing a declared type the spec does not accept, content that
 * is not of that type, and a file over its size limit (cut off while streaming, nothing kept).
 * A stored file becomes a pending media item with a processing job. When any file of a form is
 * refused, the rest of the form is read without being stored and the files already stored are
 * removed, so a request stores all its files or none.
 */
@Injectable()
export class MediaIntake {
  constructor(
    private readonly gate: UploadGate,
    private readonly storage: ObjectStorage,
    private readonly media: MediaRepository,
    @InjectQueue(MEDIA_QUEUE) private readonly queue: Queue<MediaJobData>,
    @Inject(APP_LOGGER) private readonly logger: Logger,
  ) {}

  async receive(
    request: FastifyRequest,
    caller: AuthenticatedUser | null,
    options: { maxFiles: number; purpose: UploadPurpose },
  ): Promise<ReceivedForm> {
    let uploader = await this.gate.admit(caller, options.purpose);
    if (!request.isMultipart()) {
      throw badRequest('Send the form as multipart/form-data');
    }
    const fields: Record<string, string> = {};
    const items: MediaItem[] = [];
    let failure: unknown = null;
    try {
      for await (const part of request.parts({ limits: { files: options.maxFiles } })) {
        if (part.type === 'field') {
          fields[part.fieldname] = String(part.value);
        } else if (failure) {
          await drain(part);
        } else {
          try {
            if (items.length > 0) uploader = await this.gate.admit(uploader.user, options.purpose);
            items.push(await this.store(uploader, part, options.purpose));
          } catch (error) {
            failure = error;
            await drain(part);
          }
        }
      }
    } catch (error) {
      failure ??= formError(error);
    }
    if (failure) {
      await this.discard(items);
      throw failure;
    }
    return { fields, items };
  }

  /** Removes stored items that will not be used, objects first. */
  async discard(items: readonly MediaItem[]): Promise<void> {
    for (const item of items) {
      await this.storage.delete(item.originalKey);
      await this.media.delete(item._id);
    }
  }

  /**
   * A stored original becomes a pending media item queued for processing; when it cannot be
   * queued, the item and its object are removed.
   */
  async accept(stored: NewMediaItem): Promise<MediaItem> {
    const item = await this.media.create(stored);
    const { mediaId } = stored;
    try {
      await this.queue.add(
        'process',
        { mediaId },
        { jobId: mediaId, attempts: MEDIA_JOB_ATTEMPTS },
      );
    } catch (error) {
      this.logger.error({ err: error, mediaId }, 'media could not be queued for processing');
      await this.discard([item]);
      throw new ApiError(HttpStatus.SERVICE_UNAVAILABLE, 'Upload failed. Please try again.');
    }
    return item;
  }

  private async store(
    { user, files }: AdmittedUploader,
    part: MultipartFile,
    purpose: UploadPurpose,
  ): Promise<MediaItem> {
    const declared = validateUploadFile({ type: part.mimetype, size: 0 });
    if (!declared.ok) {
      throw badRequest(declared.error, [{ field: part.fieldname, message: declared.error }]);
    }
    const refusedType = files.refusedType(part.mimetype, part.fieldname);
    if (refusedType) throw refusedType;
    const { kind } = declared;
    const mediaId = newMediaId();
    const key = mediaKey(user.id, mediaId, 'original');
    const signature = new SignatureCheck(kind);
    part.file.on('error', (error) => signature.destroy(error));
    part.file.pipe(signature);
    let size: number;
    try {
      ({ size } = await this.storage.upload(key, signature, {
        contentType: normalizedMime(part.mimetype),
        maxBytes: files.maxBytes(kind),
      }));
    } catch (error) {
      // A refused or failed upload keeps nothing, not even a part of the file.
      await this.storage.delete(key);
      throw uploadError(error, files.tooLarge(kind, part.fieldname), part.fieldname);
    }
    // The content may show another type of the kind than was declared, one the plan may not take.
    const refusedContent = files.refusedType(signature.sniffed!.mimeType, part.fieldname);
    if (refusedContent) {
      await this.storage.delete(key);
      throw refusedContent;
    }
    return this.accept({
      mediaId,
      creatorId: user.id,
      purpose,
      kind,
      mimeType: signature.sniffed!.mimeType,
      size,
      originalKey: key,
    });
  }
}

function uploadError(error: unknown, tooLarge: ApiError, field: string): unknown {
  if (error instanceof ObjectTooLargeError) return tooLarge;
  if (error instanceof ContentMismatchError) {
    return badRequest(MESSAGES.unsupportedFileType, [
      { field, message: MESSAGES.unsupportedFileType },
    ]);
  }
  return error;
}

/** A limit the form went over is a 413; any other error of the parser is a malformed form. */
function formError(error: unknown): unknown {
  const code = (error as { code?: string } | null)?.code;
  const message = code ? FORM_LIMITS[code] : undefined;
  return message
    ? new ApiError(HttpStatus.PAYLOAD_TOO_LARGE, message)
    : badRequest('The multipart/form-data body could not be read');
}

/** Reads the rest of a file part without keeping it, so the parser moves on to the next part. */
export async function drain(part: Multipart): Promise<void> {
  if (part.type !== 'file' || part.file.readableEnded || part.file.destroyed) return;
  part.file.unpipe();
  part.file.resume();
  await new Promise<void>((resolve) => {
    part.file.once('end', resolve);
    part.file.once('close', resolve);
  });
}
