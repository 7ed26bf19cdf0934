import { afterAll, describe, expect, it } from 'vitest';
import { apiClient } from '../../../test/support/api-client';
import { useStack } from '../../../test/support/stack';
import { eventually, register } from './content-actors';
import {
  CHUNK_BYTES,
  chunkClient,
  multipartOf,
  storedParts,
  testS3,
} from './resumable-upload-support';

const TTL_SECONDS = 3;

const stack = useStack({
  services: ['auth', 'content'],
  env: () => ({
    content: {
      UPLOAD_CHUNK_BYTES: String(CHUNK_BYTES),
      UPLOAD_SESSION_TTL_SECONDS: String(TTL_SECONDS),
      MEDIA_CLEANUP_INTERVAL_SECONDS: '1',
    },
  }),
});

afterAll(() => testS3.destroy());

/** The start of an MP4 file: enough for the signature check of the first chunk. */
const mp4Chunk = () => {
  const bytes = Buffer.alloc(CHUNK_BYTES);
  bytes.write('ftypisom', 4, 'latin1');
  return bytes;
};

describe('an upload session left unfinished', () => {
  it('expires, and the sweep aborts its multipart upload with the stored chunks', async () => {
    const creator = await register(apiClient(stack.url('auth')), 'creator');
    const api = chunkClient(stack.gatewayUrl);
    const opened = await api.open(creator, {
      fileName: 'long.mp4',
      mimeType: 'video/mp4',
      size: 3 * CHUNK_BYTES,
    });
    expect(opened.status).toBe(201);
    const { sessionId } = opened.body.data;
    expect((await api.chunk(creator, sessionId, 0, mp4Chunk())).status).toBe(200);
    const upload = await multipartOf(stack.env('content'), sessionId);
    expect(await storedParts(upload)).toBe(1);

    const swept = await eventually(
      () => api.state(creator, sessionId),
      (current) => current.status === 404,
      TTL_SECONDS * 1000 + 15_000,
    );
    expect(swept.status).toBe(404);
    expect(await storedParts(upload)).toBeNull();
    const late = await api.chunk(creator, sessionId, CHUNK_BYTES, mp4Chunk());
    expect(late.status).toBe(404);
  });

  it('is refused as expired until the sweep has removed it', async () => {
    const creator = await register(apiClient(stack.url('auth')), 'creator');
    const api = chunkClient(stack.gatewayUrl);
    const opened = await api.open(creator, {
      fileName: 'late.mp4',
      mimeType: 'video/mp4',
      size: CHUNK_BYTES,
    });
    const { sessionId } = opened.body.data;
    const refused = await eventually(
      () => api.complete(creator, sessionId),
      (current) => current.status !== 409,
      TTL_SECONDS * 1000 + 15_000,
    );
    expect([404, 410]).toContain(refused.status);
  });
});
