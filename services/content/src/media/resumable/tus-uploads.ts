import type { IncomingMessage } from 'node:http';
import { Inject, Injectable, type OnModuleInit } from '@nestjs/common';
import { HttpAdapterHost } from '@nestjs/core';
import {
  UPLOAD_METADATA_FILE_NAME,
  UPLOAD_METADATA_FILE_TYPE,
  UPLOAD_SESSIONS_PATH,
  type UploadedMediaDto,
  type UploadPurpose,
} from '@tessera/contracts';
import {
  ApiError,
  type AuthenticatedUser,
  ObjectStorage,
  SERVICE_CONFIG,
  badRequest,
  conflict,
  notFound,
} from '@tessera/platform';
import { MESSAGES, type UploadKind, validateUploadFile } from '@tessera/rules';
import type { S3Store } from '@tus/s3-store' with { 'resolution-mode': 'import' };
import type { Server, Upload } from '@tus/server' with { 'resolution-mode': 'import' };
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ContentConfig } from '../../config/content-config';
import { SIGNATURE_BYTES, contentMatches } from '../file-signature';
import { MediaIntake } from '../media-intake';
import { mediaKey, newMediaId } from '../media-keys';
import { MediaRepository } from '../media.repository';
import { type AdmittedUploader, UploadGate } from '../upload-gate';
import { normalizedMime } from '../upload-limits';
import { uploadedMedia } from '../uploaded-media';

/** Where the tus endpoint is mounted; an upload's URL is this plus its media id. */
const UPLOADS_PATH = `/api${UPLOAD_SESSIONS_PATH}`;
/** The media type of a tus `PATCH` body: the file's bytes from `Upload-Offset` on. */
const CHUNK_MEDIA_TYPE = 'application/offset+octet-stream';
const MEDIA_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

const NO_LENGTH = 'Upload-Length is required: send the file size in bytes';
const NO_FILE_NAME = 'The filename metadata is required (at most 255 characters)';
const NOT_FINISHED = 'This upload is not finished yet';
const NOT_FOUND = 'Upload not found; it may have expired. Start the upload again.';

/** Who sends a request, known before tus reads it. */
interface Sender {
  caller: AuthenticatedUser;
  /** For a new upload: the gate's admission and what the upload is for. */
  admitted?: AdmittedUploader;
  purpose?: UploadPurpose;
}

/** A refusal in the shape tus answers with, carrying the API's error body. */
function tusRefusal(error: ApiError): { status_code: number; body: string } {
  return { status_code: error.getStatus(), body: JSON.stringify(error.getResponse()) };
}

/** The node request behind tus's request object. */
function nodeRequestOf(request: unknown): IncomingMessage | undefined {
  return (request as { runtime?: { node?: { req: IncomingMessage } } }).runtime?.node?.req;
}

/**
 * Resumable uploads over the tus protocol (creation, termination, expiration), stored with
 * `@tus/s3-store` as an S3 multipart upload right at the future media item's original key. An
 * upload's URL names only its media id: the key is built from the caller's id and that media id,
 * so an upload can only be found, continued or ended by the account that started it. The file is
 * checked like a plain upload: the upload check, the declared type and size before any byte is
 * accepted; the upload check again and the content's signature once it is complete, when it
 * becomes a pending media item exactly as `POST /api/upload` makes one.
 */
@Injectable()
export class TusUploads implements OnModuleInit {
  private server!: Server;
  private store!: S3Store;
  private readonly senders = new WeakMap<IncomingMessage, Sender>();

  constructor(
    private readonly adapterHost: HttpAdapterHost,
    private readonly gate: UploadGate,
    private readonly intake: MediaIntake,
    private readonly media: MediaRepository,
    private readonly storage: ObjectStorage,
    @Inject(SERVICE_CONFIG) private readonly config: ContentConfig,
  ) {}

  async onModuleInit(): Promise<void> {
    const fastify = this.adapterHost.httpAdapter?.getInstance<FastifyInstance>();
    // tus reads the body itself, as it streams to storage.
    fastify?.addContentTypeParser(CHUNK_MEDIA_TYPE, (_request, _payload, done) => done(null));
    const { Server } = await import('@tus/server');
    const { S3Store } = await import('@tus/s3-store');
    const config = this.config;
    const credentials =
      config.S3_ACCESS_KEY_ID && config.S3_SECRET_ACCESS_KEY
        ? { accessKeyId: config.S3_ACCESS_KEY_ID, secretAccessKey: config.S3_SECRET_ACCESS_KEY }
        : undefined;
    this.store = new S3Store({
      partSize: config.UPLOAD_CHUNK_BYTES,
      expirationPeriodInMilliseconds: config.UPLOAD_SESSION_TTL_SECONDS * 1000,
      s3ClientConfig: {
        bucket: config.S3_BUCKET,
        region: config.S3_REGION,
        endpoint: config.S3_ENDPOINT,
        forcePathStyle: config.S3_FORCE_PATH_STYLE,
        credentials,
        requestChecksumCalculation: 'WHEN_REQUIRED',
        responseChecksumValidation: 'WHEN_REQUIRED',
      },
    });
    this.server = new Server({
      path: UPLOADS_PATH,
      datastore: this.store,
      // A finished upload is a media item's original, removed only with the item.
      disableTerminationForFinishedUploads: true,
      namingFunction: (request) => {
        const { caller } = this.senderOf(request);
        return mediaKey(caller.id, newMediaId(), 'original');
      },
      generateUrl: (_request, { path, id }) => `${path}/${mediaIdOf(id)}`,
      getFileIdFromRequest: (request, lastPath) => {
        if (!lastPath || !MEDIA_ID.test(lastPath)) return undefined;
        return mediaKey(this.senderOf(request).caller.id, lastPath, 'original');
      },
      onUploadCreate: async (request, upload) => {
        try {
          return { metadata: this.checkNewUpload(this.senderOf(request), upload) };
        } catch (error) {
          throw error instanceof ApiError ? tusRefusal(error) : error;
        }
      },
      onUploadFinish: async (request, upload) => {
        try {
          await this.finish(this.senderOf(request).caller, upload);
          return {};
        } catch (error) {
          throw error instanceof ApiError ? tusRefusal(error) : error;
        }
      },
    });
  }

  /**
   * Hands the request to tus. `admitted` is given for a new upload, which the gate let in
   * before any of the request was read.
   */
  async handle(request: FastifyRequest, reply: FastifyReply, sender: Sender): Promise<void> {
    this.senders.set(request.raw, sender);
    reply.hijack();
    await this.server.handle(request.raw, reply.raw);
  }

  /** The media item a finished upload of the caller's became. */
  async finished(caller: AuthenticatedUser, mediaId: string): Promise<UploadedMediaDto> {
    const item = MEDIA_ID.test(mediaId) ? await this.media.findById(mediaId) : null;
    if (item && item.creatorId === caller.id) return uploadedMedia(item, this.storage);
    const unfinished = MEDIA_ID.test(mediaId)
      ? await this.store.getUpload(mediaKey(caller.id, mediaId, 'original')).catch(() => null)
      : null;
    throw unfinished ? conflict(NOT_FINISHED) : notFound(NOT_FOUND);
  }

  /** Ends uploads not finished within their lifetime, with the parts stored so far. */
  deleteExpired(): Promise<number> {
    return this.store.deleteExpired();
  }

  private senderOf(request: unknown): Sender {
    const node = nodeRequestOf(request);
    const sender = node && this.senders.get(node);
    // Every request reaches tus through `handle`, which records its sender.
    if (!sender) throw new Error('tus request without a sender');
    return sender;
  }

  /** The spec's file checks on what the upload declares, before any byte is accepted. */
  private checkNewUpload(sender: Sender, upload: Upload): Record<string, string> {
    const { admitted, purpose } = sender;
    if (!admitted || !purpose) throw new Error('new upload without an admission');
    if (upload.size === undefined) {
      throw badRequest(NO_LENGTH, [{ field: 'Upload-Length', message: NO_LENGTH }]);
    }
    const fileName = upload.metadata?.[UPLOAD_METADATA_FILE_NAME]?.trim() ?? '';
    if (!fileName || fileName.length > 255) {
      throw badRequest(NO_FILE_NAME, [{ field: 'filename', message: NO_FILE_NAME }]);
    }
    const declaredType = upload.metadata?.[UPLOAD_METADATA_FILE_TYPE]?.trim() ?? '';
    const declared = validateUploadFile({ type: declaredType, size: 0 });
    if (!declared.ok) {
      throw badRequest(declared.error, [{ field: 'filetype', message: declared.error }]);
    }
    const refusedType = admitted.files.refusedType(declaredType, 'filetype');
    if (refusedType) throw refusedType;
    if (upload.size > admitted.files.maxBytes(declared.kind)) {
      throw admitted.files.tooLarge(declared.kind, 'Upload-Length');
    }
    return {
      [UPLOAD_METADATA_FILE_NAME]: fileName,
      [UPLOAD_METADATA_FILE_TYPE]: normalizedMime(declaredType),
      kind: declared.kind,
      purpose,
    };
  }

  /**
   * Turns the complete original into a pending media item, after the upload check and a look
   * at the content's first bytes; a refused file is not kept.
   */
  private async finish(caller: AuthenticatedUser, upload: Upload): Promise<void> {
    const metadata = upload.metadata ?? {};
    const kind = metadata.kind as UploadKind;
    const purpose = metadata.purpose as UploadPurpose;
    const key = upload.id;
    let mimeType: string;
    try {
      const { files } = await this.gate.admit(caller, purpose);
      const sniffed = contentMatches(kind, await this.head(key));
      if (!sniffed) {
        throw badRequest(MESSAGES.unsupportedFileType, [
          { field: 'file', message: MESSAGES.unsupportedFileType },
        ]);
      }
      // The content may show another type of the kind than was declared, one the plan may not take.
      const refusedContent = files.refusedType(sniffed.mimeType, 'file');
      if (refusedContent) throw refusedContent;
      mimeType = sniffed.mimeType;
    } catch (refusal) {
      await this.storage.delete(key);
      throw refusal;
    } finally {
      // The item owns the original from here on; the upload's own record is not needed.
      await this.storage.delete(`${key}.info`);
    }
    await this.intake.accept({
      mediaId: mediaIdOf(key),
      creatorId: caller.id,
      purpose,
      kind,
      mimeType,
      size: upload.size ?? upload.offset,
      originalKey: key,
    });
  }

  private async head(key: string): Promise<Uint8Array> {
    const { body } = await this.storage.getStream(key, { start: 0, end: SIGNATURE_BYTES - 1 });
    const chunks: Buffer[] = [];
    for await (const chunk of body) chunks.push(chunk as Buffer);
    return Buffer.concat(chunks);
  }
}

/** The media id in an upload's key, `media/<creatorId>/<mediaId>/original`. */
function mediaIdOf(key: string): string {
  return key.split('/')[2];
}
