import { ListObjectsV2Command, ListPartsCommand, S3Client } from '@aws-sdk/client-s3';
import { Redis } from 'ioredis';
import type { ApiResult } from '../../../test/support/api-client';
import type { Actor } from './content-actors';

/** The smallest chunk S3 allows, so test files stay small. */
export const CHUNK_BYTES = 5 * 1024 * 1024;

const BUCKET = process.env.S3_BUCKET ?? 'tessera-content';

export const testS3 = new S3Client({
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

/** The multipart upload behind a session, read from the content service's Redis. */
export async function multipartOf(
  contentEnv: Record<string, string>,
  sessionId: string,
): Promise<MultipartUpload> {
  const redis = new Redis(contentEnv.REDIS_URL);
  try {
    const [key, uploadId] = await redis.hmget(
      `${contentEnv.CONTENT_REDIS_PREFIX}:upload-session:${sessionId}`,
      'objectKey',
      'uploadId',
    );
    return { key: key!, uploadId: uploadId! };
  } finally {
    redis.disconnect();
  }
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
  return {
    status: response.status,
    body: text ? JSON.parse(text) : null,
    headers: response.headers,
  };
}

/** The resumable upload API as a client sends it, through the gateway at `baseUrl`. */
export function chunkClient(baseUrl: string) {
  const sessions = `${baseUrl}/api/upload/sessions`;
  const bearer = (account: Actor | null): Record<string, string> =>
    account ? { authorization: `Bearer ${account.token}` } : {};

  const call = async (
    account: Actor | null,
    method: string,
    path: string,
    headers: Record<string, string> = {},
  ) =>
    result(
      await fetch(`${baseUrl}${path}`, { method, headers: { ...bearer(account), ...headers } }),
    );

  return {
    call,
    open: async (
      account: Actor | null,
      file: { fileName: string; mimeType: string; size: number },
    ) =>
      result(
        await fetch(sessions, {
          method: 'POST',
          headers: { ...bearer(account), 'content-type': 'application/json' },
          body: JSON.stringify(file),
        }),
      ),
    /** One chunk as a multipart form; a null offset leaves the header out. */
    chunk: async (account: Actor, sessionId: string, offset: number | null, bytes: Uint8Array) => {
      const form = new FormData();
      form.append('chunk', new Blob([bytes]), 'chunk');
      const headers = bearer(account);
      if (offset !== null) headers['upload-offset'] = String(offset);
      return result(
        await fetch(`${sessions}/${sessionId}`, { method: 'PUT', headers, body: form }),
      );
    },
    head: (account: Actor, sessionId: string) =>
      call(account, 'HEAD', `/api/upload/sessions/${sessionId}`),
    state: (account: Actor, sessionId: string) =>
      call(account, 'GET', `/api/upload/sessions/${sessionId}`),
    complete: (account: Actor, sessionId: string) =>
      call(account, 'POST', `/api/upload/sessions/${sessionId}/complete`),
    media: (account: Actor, mediaId: string) => call(account, 'GET', `/api/upload/${mediaId}`),
  };
}
