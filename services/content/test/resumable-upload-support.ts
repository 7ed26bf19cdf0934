import { request as httpRequest } from 'node:http';
import {
  HeadObjectCommand,
  ListObjectsV2Command,
  ListPartsCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import type { ApiResult } from '../../../test/support/api-client';
import type { Actor } from './content-actors';

/** The smallest part S3 allows, so test files stay small. */
export const CHUNK_BYTES = 5 * 1024 * 1024;

const BUCKET = process.env.S3_BUCKET ?? 'tessera-content';

/**
 * One client for the worker: the tier's files share their module graph, so no file destroys it;
 * it ends with the worker.
 */
const testS3 = new S3Client({
  endpoint: process.env.S3_ENDPOINT ?? 'http://127.0.0.1:9000',
  region: process.env.S3_REGION ?? 'us-east-1',
  forcePathStyle: true,
  credentials: {
    accessKeyId: process.env.S3_ACCESS_KEY_ID ?? 'tessera-local',
    secretAccessKey: process.env.S3_SECRET_ACCESS_KEY ?? 'tessera-local-secret',
  },
});

/** Every stored key of the creator's media. */
export async function storedKeys(creatorId: string): Promise<string[]> {
  const listed = await testS3.send(
    new ListObjectsV2Command({ Bucket: BUCKET, Prefix: `media/${creatorId}/` }),
  );
  return (listed.Contents ?? []).map((object) => object.Key!);
}

export interface MultipartUpload {
  key: string;
  uploadId: string;
}

/** The multipart upload behind an unfinished upload, read from the tus record beside it. */
export async function multipartOf(creatorId: string, uploadId: string): Promise<MultipartUpload> {
  const key = `media/${creatorId}/${uploadId}/original`;
  const info = await testS3.send(new HeadObjectCommand({ Bucket: BUCKET, Key: `${key}.info` }));
  return { key, uploadId: info.Metadata!['upload-id'] };
}

/** Parts stored for the upload, or null once it was completed or aborted. */
export async function storedParts(upload: MultipartUpload): Promise<number | null> {
  try {
    const listed = await testS3.send(
      new ListPartsCommand({ Bucket: BUCKET, Key: upload.key, UploadId: upload.uploadId }),
    );
    return listed.Parts?.length ?? 0;
  } catch (error) {
    if ((error as Error).name === 'NoSuchUpload') return null;
    throw error;
  }
}

async function result(response: Response): Promise<ApiResult> {
  const text = await response.text();
  let body: unknown = text || null;
  try {
    body = text ? JSON.parse(text) : null;
  } catch {
    // tus answers some refusals in plain text.
  }
  return { status: response.status, body, headers: response.headers };
}

const TUS = { 'tus-resumable': '1.0.0' };
const metadata = (fileName: string, mimeType: string) =>
  `filename ${Buffer.from(fileName).toString('base64')},filetype ${Buffer.from(mimeType).toString('base64')}`;

/** The tus protocol as a client speaks it, through the gateway at `baseUrl`. */
export function tusClient(baseUrl: string) {
  const bearer = (account: Actor | null): Record<string, string> =>
    account ? { authorization: `Bearer ${account.token}` } : {};
  const url = (uploadId: string) => `${baseUrl}/api/upload/files/${uploadId}`;

  return {
    url,
    create: async (
      account: Actor | null,
      file: { fileName: string; mimeType: string; size: number },
      purpose?: string,
    ) => {
      const query = purpose ? `?purpose=${purpose}` : '';
      const created = await result(
        await fetch(`${baseUrl}/api/upload/files${query}`, {
          method: 'POST',
          headers: {
            ...bearer(account),
            ...TUS,
            'upload-length': String(file.size),
            'upload-metadata': metadata(file.fileName, file.mimeType),
          },
        }),
      );
      const location = created.headers.get('location');
      return { ...created, uploadId: location?.split('/').pop() ?? null, location };
    },
    /** Bytes from `offset`; a null offset leaves the header out. */
    patch: async (account: Actor, uploadId: string, offset: number | null, bytes: Uint8Array) => {
      const headers: Record<string, string> = {
        ...bearer(account),
        ...TUS,
        'content-type': 'application/offset+octet-stream',
      };
      if (offset !== null) headers['upload-offset'] = String(offset);
      return result(await fetch(url(uploadId), { method: 'PATCH', headers, body: bytes }));
    },
    head: async (account: Actor, uploadId: string) =>
      result(
        await fetch(url(uploadId), { method: 'HEAD', headers: { ...bearer(account), ...TUS } }),
      ),
    cancel: async (account: Actor, uploadId: string) =>
      result(
        await fetch(url(uploadId), { method: 'DELETE', headers: { ...bearer(account), ...TUS } }),
      ),
    media: async (account: Actor, mediaId: string) =>
      result(await fetch(`${baseUrl}/api/upload/${mediaId}`, { headers: bearer(account) })),
    /** Sends `bytes` from `offset` but drops the connection after `sent` of them. */
    dropMidway: (
      account: Actor,
      uploadId: string,
      offset: number,
      bytes: Uint8Array,
      sent: number,
    ) =>
      new Promise<void>((resolve) => {
        const request = httpRequest(url(uploadId), {
          method: 'PATCH',
          headers: {
            ...bearer(account),
            ...TUS,
            'content-type': 'application/offset+octet-stream',
            'content-length': bytes.length,
            'upload-offset': String(offset),
          },
        });
        request.on('error', () => resolve());
        request.write(bytes.subarray(0, sent), () => {
          setTimeout(() => {
            request.destroy();
            resolve();
          }, 500);
        });
      }),
  };
}
