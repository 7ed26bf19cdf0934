import { ListMultipartUploadsCommand, ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import type { ApiResult } from '../../../test/support/api-client';
import type { Actor } from './content-actors';

/** The smallest part S3 allows, so test files stay small. */
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
  return (listed.Contents ?? []).map((object) => object.Key!).sort();
}

/** Unfinished S3 multipart uploads of the creator's media. */
export async function openMultipartUploads(creatorId: string): Promise<string[]> {
  const listed = await testS3.send(
    new ListMultipartUploadsCommand({ Bucket: BUCKET, Prefix: `media/${creatorId}/` }),
  );
  return (listed.Uploads ?? []).map((upload) => upload.Key!);
}

async function result(response: Response): Promise<ApiResult> {
  const text = await response.text();
  let body: unknown = text || null;
  try {
    body = text ? JSON.parse(text) : null;
  } catch {
    // tus answers some refusals in plain text.
  }
  return { status: response.status, body, headers: response.headers } as ApiResult;
}

const TUS = { 'tus-resumable': '1.0.0' };

/** `Upload-Metadata`: comma-separated keys with base64 values. */
export function uploadMetadata(values: Record<string, string>): string {
  return Object.entries(values)
    .map(([key, value]) => `${key} ${Buffer.from(value).toString('base64')}`)
    .join(',');
}

/** The tus protocol spoken by hand through the gateway at `baseUrl`. */
export function tusClient(baseUrl: string) {
  const bearer = (account: Actor | null): Record<string, string> =>
    account ? { authorization: `Bearer ${account.token}` } : {};

  const call = async (
    account: Actor | null,
    method: string,
    path: string,
    headers: Record<string, string> = {},
    body?: Uint8Array,
  ) =>
    result(
      await fetch(`${baseUrl}${path}`, {
        method,
        headers: { ...TUS, ...bearer(account), ...headers },
        body,
      }),
    );

  return {
    call,
    create: (
      account: Actor | null,
      file: { fileName: string; mimeType: string; size: number },
      query = '',
    ) =>
      call(account, 'POST', `/api/upload/sessions${query}`, {
        'upload-length': String(file.size),
        'upload-metadata': uploadMetadata({ filename: file.fileName, filetype: file.mimeType }),
      }),
    /** Bytes from `offset` on. */
    send: (account: Actor, location: string, offset: number, bytes: Uint8Array) =>
      call(
        account,
        'PATCH',
        location,
        { 'upload-offset': String(offset), 'content-type': 'application/offset+octet-stream' },
        bytes,
      ),
    offset: (account: Actor, location: string) => call(account, 'HEAD', location),
    cancel: (account: Actor, location: string) => call(account, 'DELETE', location),
    finished: async (account: Actor, location: string) =>
      result(await fetch(`${baseUrl}${location}`, { headers: bearer(account) })),
    media: (account: Actor, mediaId: string) => call(account, 'GET', `/api/upload/${mediaId}`),
  };
}
