import { describe, expect, it } from 'vitest';
import { apiClient } from '../../../test/support/api-client';
import { useStack } from '../../../test/support/stack';
import { eventually, register } from './content-actors';
import {
  CHUNK_BYTES,
  multipartOf,
  storedKeys,
  storedParts,
  tusClient,
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

/** The start of an MP4 file: enough for the signature check. */
const mp4Bytes = () => {
  const bytes = Buffer.alloc(CHUNK_BYTES);
  bytes.write('ftypisom', 4, 'latin1');
  return bytes;
};

describe('an upload left unfinished', () => {
  it('expires, and the sweep aborts its multipart upload by its exact key', async () => {
    const creator = await register(apiClient(stack.url('auth')), 'creator');
    const api = tusClient(stack.gatewayUrl);
    const created = await api.create(creator, {
      fileName: 'long.mp4',
      mimeType: 'video/mp4',
      size: 3 * CHUNK_BYTES,
    });
    expect(created.status).toBe(201);
    const uploadId = created.uploadId!;
    expect((await api.patch(creator, uploadId, 0, mp4Bytes())).status).toBe(204);
    const upload = await multipartOf(creator.id, uploadId);
    expect(await storedParts(upload)).toBe(1);

    const swept = await eventually(
      () => api.head(creator, uploadId),
      (current) => current.status === 404,
      TTL_SECONDS * 1000 + 15_000,
    );
    expect(swept.status).toBe(404);
    // The upload reads as gone once its tus record is; aborting its parts may finish just after.
    const parts = await eventually(
      () => storedParts(upload),
      (count) => count === null,
    );
    expect(parts).toBeNull();
    const keys = await eventually(
      () => storedKeys(creator.id),
      (left) => left.length === 0,
    );
    expect(keys).toEqual([]);
    const late = await api.patch(creator, uploadId, CHUNK_BYTES, mp4Bytes());
    expect(late.status).toBe(404);
  });

  it('is refused as expired until the sweep has removed it', async () => {
    const creator = await register(apiClient(stack.url('auth')), 'creator');
    const api = tusClient(stack.gatewayUrl);
    const { uploadId } = await api.create(creator, {
      fileName: 'late.mp4',
      mimeType: 'video/mp4',
      size: CHUNK_BYTES,
    });
    const refused = await eventually(
      () => api.patch(creator, uploadId!, 0, mp4Bytes()),
      (current) => current.status !== 204 && current.status !== 200,
      TTL_SECONDS * 1000 + 15_000,
    );
    expect([404, 410]).toContain(refused.status);
  });
});
