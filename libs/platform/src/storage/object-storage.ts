import { Readable, pipeline } from 'node:stream';
import {
  AbortMultipartUploadCommand,
  CompleteMultipartUploadCommand,
  CreateBucketCommand,
  CreateMultipartUploadCommand,
  DeleteObjectCommand,
  GetObjectCommand,
  HeadBucketCommand,
  HeadObjectCommand,
  PutObjectCommand,
  type S3Client,
  UploadPartCommand,
} from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import { ByteLimit } from './byte-limit';
import type { StorageSettings } from './storage-config';
import { ObjectNotFoundError, isNotFoundError } from './storage.errors';

export interface UploadOptions {
  contentType: string;
  /** Largest accepted size; a longer body fails with `ObjectTooLargeError` and nothing is kept. */
  maxBytes: number;
  metadata?: Record<string, string>;
  cacheControl?: string;
}

export interface StoredObject {
  key: string;
  size: number;
  contentType: string | undefined;
  etag: string | undefined;
  lastModified: Date | undefined;
  metadata: Record<string, string>;
}

export interface ObjectStream {
  body: Readable;
  /** Bytes in `body`: the whole object, or the requested range. */
  size: number | undefined;
  contentType: string | undefined;
  /** `bytes start-end/total` when a range was asked for. */
  contentRange: string | undefined;
}

/** A stored part of a multipart upload. */
export interface UploadedPart {
  partNumber: number;
  etag: string;
}

export interface SignedUpload {
  url: string;
  /** Headers the uploader must send exactly as given, since they are part of the signature. */
  headers: Record<string, string>;
  expiresAt: Date;
}

/** Parts of a multipart upload; memory held per upload is at most `PART_SIZE * QUEUE_SIZE`. */
const PART_SIZE = 8 * 1024 * 1024;
const QUEUE_SIZE = 2;

/**
 * The service's bucket in object storage. Media are private: readers get short-lived signed URLs
 * after the service has checked their access.
 */
export class ObjectStorage {
  constructor(
    private readonly s3: S3Client,
    private readonly settings: StorageSettings,
  ) {}

  get bucket(): string {
    return this.settings.S3_BUCKET;
  }

  /** Creates the bucket when it does not exist yet. */
  async ensureBucket(): Promise<void> {
    try {
      await this.s3.send(new HeadBucketCommand({ Bucket: this.bucket }));
    } catch (error) {
      if (!isNotFoundError(error)) throw error;
      try {
        await this.s3.send(new CreateBucketCommand({ Bucket: this.bucket }));
      } catch (createError) {
        // Another replica starting at the same moment may have created it first.
        if ((createError as Error).name !== 'BucketAlreadyOwnedByYou') throw createError;
      }
    }
  }

  /** Answers when the bucket is reachable with the configured credentials. */
  async checkBucket(): Promise<void> {
    await this.s3.send(new HeadBucketCommand({ Bucket: this.bucket }));
  }

  /**
   * Streams a body into the bucket without holding it in memory: in one request when it is small,
   * in parts otherwise. A failed or oversized upload leaves no object and no orphaned parts.
   */
  async upload(
    key: string,
    body: Readable | Uint8Array | string,
    options: UploadOptions,
  ): Promise<{ key: string; size: number; etag: string | undefined }> {
    const limit = new ByteLimit(options.maxBytes);
    const source = body instanceof Readable ? body : Readable.from([Buffer.from(body)]);
    // Destroys both streams on either's failure, so the upload sees the error and aborts.
    pipeline(source, limit, () => undefined);
    const upload = new Upload({
      client: this.s3,
      params: {
        Bucket: this.bucket,
        Key: key,
        Body: limit,
        ContentType: options.contentType,
        CacheControl: options.cacheControl,
        Metadata: options.metadata,
      },
      partSize: PART_SIZE,
      queueSize: QUEUE_SIZE,
      leavePartsOnError: false,
    });
    const result = await upload.done();
    return { key, size: limit.bytes, etag: result.ETag };
  }

  /**
   * Starts a multipart upload of `key` whose parts arrive over time (a resumable upload): every
   * part but the last must be 5 MiB at least. It ends with `completeMultipart` or
   * `abortMultipart`; until then its parts are kept but no object exists. Returns its id.
   */
  async startMultipart(key: string, options: { contentType: string }): Promise<string> {
    const started = await this.s3.send(
      new CreateMultipartUploadCommand({
        Bucket: this.bucket,
        Key: key,
        ContentType: options.contentType,
      }),
    );
    if (!started.UploadId) throw new Error(`No upload id for a multipart upload of '${key}'`);
    return started.UploadId;
  }

  /**
   * Streams one part of exactly `length` bytes without holding it in memory and returns its
   * ETag. A body that fails (too long, too short, its sender gone) cancels the request to storage
   * and its own error is thrown. `ObjectNotFoundError` when the upload no longer exists.
   */
  async uploadPart(
    key: string,
    uploadId: string,
    part: { partNumber: number; body: Readable; length: number },
  ): Promise<string> {
    const cancel = new AbortController();
    let bodyError: unknown = null;
    part.body.once('error', (error) => {
      bodyError = error;
      cancel.abort();
    });
    try {
      const stored = await this.s3.send(
        new UploadPartCommand({
          Bucket: this.bucket,
          Key: key,
          UploadId: uploadId,
          PartNumber: part.partNumber,
          ContentLength: part.length,
          Body: part.body,
        }),
        { abortSignal: cancel.signal },
      );
      if (!stored.ETag) throw new Error(`No ETag for part ${part.partNumber} of '${key}'`);
      return stored.ETag;
    } catch (error) {
      if (bodyError) throw bodyError;
      if (isNotFoundError(error)) throw new ObjectNotFoundError(key);
      throw error;
    }
  }

  /** Joins the parts into the object. `ObjectNotFoundError` when the upload no longer exists. */
  async completeMultipart(key: string, uploadId: string, parts: UploadedPart[]): Promise<void> {
    try {
      await this.s3.send(
        new CompleteMultipartUploadCommand({
          Bucket: this.bucket,
          Key: key,
          UploadId: uploadId,
          MultipartUpload: {
            Parts: parts.map((part) => ({ PartNumber: part.partNumber, ETag: part.etag })),
          },
        }),
      );
    } catch (error) {
      if (isNotFoundError(error)) throw new ObjectNotFoundError(key);
      throw error;
    }
  }

  /** Drops a multipart upload and its parts; one that is already gone is not an error. */
  async abortMultipart(key: string, uploadId: string): Promise<void> {
    try {
      await this.s3.send(
        new AbortMultipartUploadCommand({ Bucket: this.bucket, Key: key, UploadId: uploadId }),
      );
    } catch (error) {
      if (!isNotFoundError(error)) throw error;
    }
  }

  /** The object's size, type and metadata, or `null` when there is none under `key`. */
  async head(key: string): Promise<StoredObject | null> {
    try {
      const head = await this.s3.send(new HeadObjectCommand({ Bucket: this.bucket, Key: key }));
      return {
        key,
        size: head.ContentLength ?? 0,
        contentType: head.ContentType,
        etag: head.ETag,
        lastModified: head.LastModified,
        metadata: head.Metadata ?? {},
      };
    } catch (error) {
      if (isNotFoundError(error)) return null;
      throw error;
    }
  }

  /** Reads an object, or a byte range of it (inclusive `end`, as in HTTP ranges). */
  async getStream(key: string, range?: { start: number; end?: number }): Promise<ObjectStream> {
    try {
      const object = await this.s3.send(
        new GetObjectCommand({
          Bucket: this.bucket,
          Key: key,
          Range: range ? `bytes=${range.start}-${range.end ?? ''}` : undefined,
        }),
      );
      return {
        body: object.Body as Readable,
        size: object.ContentLength,
        contentType: object.ContentType,
        contentRange: object.ContentRange,
      };
    } catch (error) {
      if (isNotFoundError(error)) throw new ObjectNotFoundError(key);
      throw error;
    }
  }

  /** Removes the object; removing one that is not there is not an error. */
  async delete(key: string): Promise<void> {
    await this.s3.send(new DeleteObjectCommand({ Bucket: this.bucket, Key: key }));
  }

  /** A URL that reads the object until it expires; `downloadName` makes browsers save it. */
  async signedGetUrl(
    key: string,
    options: { expiresInSeconds?: number; downloadName?: string } = {},
  ): Promise<string> {
    const command = new GetObjectCommand({
      Bucket: this.bucket,
      Key: key,
      ResponseContentDisposition: options.downloadName
        ? `attachment; filename*=UTF-8''${encodeURIComponent(options.downloadName)}`
        : undefined,
    });
    return getSignedUrl(this.s3, command, { expiresIn: this.ttl(options.expiresInSeconds) });
  }

  /**
   * A URL a client uploads one object to directly. A signed PUT cannot bound the body's size, so
   * the service checks the stored object with `head` before it accepts the upload.
   */
  async signedPutUrl(
    key: string,
    options: { contentType: string; expiresInSeconds?: number },
  ): Promise<SignedUpload> {
    const expiresIn = this.ttl(options.expiresInSeconds);
    const command = new PutObjectCommand({
      Bucket: this.bucket,
      Key: key,
      ContentType: options.contentType,
    });
    const url = await getSignedUrl(this.s3, command, {
      expiresIn,
      signableHeaders: new Set(['content-type']),
    });
    return {
      url,
      headers: { 'content-type': options.contentType },
      expiresAt: new Date(Date.now() + expiresIn * 1000),
    };
  }

  private ttl(expiresInSeconds: number | undefined): number {
    return expiresInSeconds ?? this.settings.SIGNED_URL_TTL_SECONDS;
  }
}
