import type { IncomingMessage, ServerResponse } from 'node:http';
import { Inject, Injectable, type OnModuleInit } from '@nestjs/common';
import {
  ApiError,
  type AuthenticatedUser,
  ObjectStorage,
  REDIS_CLIENT,
  SERVICE_CONFIG,
} from '@tessera/platform';
import { MESSAGES } from '@tessera/rules';
import type { S3Store } from '@tus/s3-store' with { 'resolution-mode': 'import' };
import type { Server, ServerOptions, Upload } from '@tus/server' with {
  'resolution-mode': 'import',
};
import type { Redis } from 'ioredis';
import type { ContentConfig } from '../../config/content-config';
import { SIGNATURE_BYTES, contentMatches } from '../file-signature';
import { MediaIntake } from '../media-intake';
import { mediaKey } from '../media-keys';
import { UploadGate } from '../upload-gate';
import { uploadedMedia } from '../uploaded-media';
import { type OpenUpload, OpenUploadsRepository } from './open-uploads.repository';
import { RedisUploadLocker } from './redis-upload-locker.adapter';
import { discardUnreadBody } from './unread-body';

/** A request as tus hands it to its hooks. */
type TusRequest = Parameters<NonNullable<ServerOptions['onUploadCreate']>>[0];

/** Where the tus endpoint is served, as the gateway relays it. */
export const TUS_PATH = '/api/upload/files';

/** What the controller established about a request before tus handles it. */
export interface TusRequestContext {
  caller: AuthenticatedUser;
  /** `create` for the upload a `POST` is about to open, checked and not yet stored. */
  kind: 'create' | 'existing';
  upload: Omit<OpenUpload, 'expiresAt'>;
}

/** The storage key of an upload: the media item's original, so completing moves nothing. */
export const originalKeyOf = (upload: Pick<OpenUpload, 'ownerId' | 'id'>) =>
  mediaKey(upload.ownerId, upload.id, 'original');

/** A refusal in the shape tus sends, with the API's JSON error body. */
function tusRefusal(error: ApiError): { status_code: number; body: string } {
  return { status_code: error.getStatus(), body: JSON.stringify(error.getResponse()) };
}

/**
 * The tus server behind `/api/upload/files`: an upload is an S3 multipart upload straight into
 * the media item's original (`@tus/s3-store`), locked across replicas in Redis. The controller
 * checks the uploader and the owner first; completing checks the content's signature and the
 * upload check again, then hands the original to the pipeline as `POST /api/upload` does.
 */
@Injectable()
export class TusUploads implements OnModuleInit {
  private store!: S3Store;
  private server!: Server;
  private parseMetadata!: (header: string | undefined) => Record<string, string | null>;
  private nodeAdapter!: typeof import('srvx/node', { with: { 'resolution-mode': 'import' } });
  private readonly contexts = new WeakMap<IncomingMessage, TusRequestContext>();
  private readonly locker: RedisUploadLocker;

  constructor(
    private readonly gate: UploadGate,
    private readonly uploads: OpenUploadsRepository,
    private readonly storage: ObjectStorage,
    private readonly intake: MediaIntake,
    @Inject(REDIS_CLIENT) redis: Redis,
    @Inject(SERVICE_CONFIG) private readonly config: ContentConfig,
  ) {
    this.locker = new RedisUploadLocker(redis, config.CONTENT_REDIS_PREFIX);
  }

  /** tus ships as ES modules only, loaded here since the service is CommonJS. */
  async onModuleInit(): Promise<void> {
    const [{ Server, Metadata }, { S3Store }, nodeAdapter] = await Promise.all([
      import('@tus/server'),
      import('@tus/s3-store'),
      import('srvx/node'),
    ]);
    this.nodeAdapter = nodeAdapter;
    const { config } = this;
    this.parseMetadata = (header) => Metadata.parse(header);
    this.store = new S3Store({
      partSize: config.UPLOAD_CHUNK_BYTES,
      s3ClientConfig: {
        bucket: config.S3_BUCKET,
        region: config.S3_REGION,
        endpoint: config.S3_ENDPOINT,
        forcePathStyle: config.S3_FORCE_PATH_STYLE,
        credentials:
          config.S3_ACCESS_KEY_ID && config.S3_SECRET_ACCESS_KEY
            ? {
                accessKeyId: config.S3_ACCESS_KEY_ID,
                secretAccessKey: config.S3_SECRET_ACCESS_KEY,
              }
            : undefined,
        requestChecksumCalculation: 'WHEN_REQUIRED',
        responseChecksumValidation: 'WHEN_REQUIRED',
      },
    });
    this.server = new Server({
      path: TUS_PATH,
      datastore: this.store,
      locker: this.locker,
      relativeLocation: true,
      // CORS is the gateway's.
      allowedOrigins: () => false,
      namingFunction: (req) => originalKeyOf(this.created(req)),
      generateUrl: (_req, { path, id }) => `${path}/${id.split('/')[2]}`,
      getFileIdFromRequest: (req) => {
        const context = this.contextOf(req);
        return context?.kind === 'existing' ? originalKeyOf(context.upload) : undefined;
      },
      onUploadCreate: async (req, upload) => {
        const expiresAt = new Date(Date.now() + config.UPLOAD_SESSION_TTL_SECONDS * 1000);
        await this.uploads.create({ ...this.created(req), expiresAt });
        return { metadata: upload.metadata };
      },
      onUploadFinish: (req, upload) => this.finish(req, upload),
    });
  }

  /** The `filetype` of tus metadata: the MIME type the client declares; null when unreadable. */
  declaredType(header: string | undefined): string | null {
    try {
      return this.parseMetadata(header).filetype ?? '';
    } catch {
      return null;
    }
  }

  /**
   * Hands the request to tus once the controller has checked it. tus answers some refusals (a
   * bad offset, say) without reading the body; what is left of it is read before the answer goes
   * out, as a client or the gateway relaying it would otherwise see a reset connection.
   */
  async handle(
    request: IncomingMessage,
    response: ServerResponse,
    context: TusRequestContext,
  ): Promise<void> {
    this.contexts.set(request, context);
    const { NodeRequest, sendNodeResponse } = this.nodeAdapter;
    const answer = await this.server.handleWeb(new NodeRequest({ req: request, res: response }));
    if (!request.readableDidRead) await discardUnreadBody(request);
    await sendNodeResponse(response, answer);
  }

  private contextOf(req: TusRequest): TusRequestContext | undefined {
    const node = req.runtime?.node?.req;
    return node ? this.contexts.get(node as IncomingMessage) : undefined;
  }

  private created(req: TusRequest): Omit<OpenUpload, 'expiresAt'> {
    const context = this.contextOf(req);
    if (context?.kind !== 'create') throw new Error('An upload is created only after its checks');
    return context.upload;
  }

  /**
   * The whole file is stored: its first bytes must show a format of the declared kind, and the
   * uploader must still pass the upload check; otherwise nothing of it is kept.
   */
  private async finish(req: TusRequest, done: Upload) {
    const context = this.contextOf(req);
    if (context?.kind !== 'existing') throw new Error('An upload is finished only by its owner');
    const { upload } = context;
    const key = originalKeyOf(upload);
    const head = await this.storage.getStream(key, { start: 0, end: SIGNATURE_BYTES - 1 });
    const chunks: Buffer[] = [];
    for await (const chunk of head.body) chunks.push(chunk as Buffer);
    const format = contentMatches(upload.kind, Buffer.concat(chunks));
    try {
      if (!format) {
        throw new ApiError(400, MESSAGES.unsupportedFileType, [
          { field: 'file', message: MESSAGES.unsupportedFileType },
        ]);
      }
      const { files } = await this.gate.admit(context.caller, upload.purpose);
      const refused = files.refusedType(format.mimeType, 'file');
      if (refused) throw refused;
    } catch (refusal) {
      await this.discard(upload);
      if (refusal instanceof ApiError) throw tusRefusal(refusal);
      throw refusal;
    }
    const item = await this.intake.accept({
      mediaId: upload.id,
      creatorId: upload.ownerId,
      purpose: upload.purpose,
      kind: upload.kind,
      mimeType: format.mimeType,
      size: done.size ?? upload.size,
      originalKey: key,
    });
    await this.forget(upload);
    return {
      status_code: 200,
      headers: { 'content-type': 'application/json; charset=utf-8' },
      body: JSON.stringify({ data: await uploadedMedia(item, this.storage) }),
    };
  }

  /**
   * Removes an expired upload unless a request is writing it at this moment (then a later round
   * does); false when it was busy.
   */
  discardExpired(upload: Pick<OpenUpload, 'id' | 'ownerId'>): Promise<boolean> {
    return this.locker.unlessBusy(originalKeyOf(upload), () => this.discard(upload));
  }

  /**
   * Removes an upload's stored bytes, its tus record and its entry. Only a store that has nothing
   * left to abort is passed over; any other failure keeps the entry, so the parts are not left
   * behind with nothing pointing at them.
   */
  async discard(upload: Pick<OpenUpload, 'id' | 'ownerId'>): Promise<void> {
    const key = originalKeyOf(upload);
    await this.store.remove(key).catch((error: unknown) => {
      if ((error as { status_code?: number }).status_code !== 404) throw error;
    });
    await this.storage.delete(`${key}.part`);
    await this.forget(upload);
  }

  private async forget(upload: Pick<OpenUpload, 'id' | 'ownerId'>): Promise<void> {
    await this.storage.delete(`${originalKeyOf(upload)}.info`);
    await this.uploads.delete(upload.id);
  }
}
