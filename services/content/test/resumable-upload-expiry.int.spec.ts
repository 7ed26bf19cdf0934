import { afterAll, describe, expect, it } from 'vitest';
import { apiClient } from '../../../test/support/api-client';
import { useStack } from '../../../test/support/stack';
import { eventually, register } from './content-actors';
import {
  CHUNK_BYTES,
  openMultipartUploads,
  storedKeys,
  testS3,
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

afterAll(() => testS3.destroy());

/** The start of an MP4 file, one part long. */
const mp4Part = () => {
  const bytes = Buffer.alloc(CHUNK_BYTES);
  bytes.write('ftypisom', 4, 'latin1');
  return bytes;
};

describe('an upload left unfinished', () => {
  it('expires, and the sweep aborts its multipart upload with the stored parts', async () => {
    const creator = await register(apiClient(stack.url('auth')), 'creator');
    const api = tusClient(stack.gatewayUrl);
    const created = await api.create(creator, {
      fileName: 'long.mp4',
      mimeType: 'video/mp4',
      size: 3 * CHUNK_BYTES,
    });
    expect(created.status).toBe(201);
    const location = created.headers.get('location')!;
    expect((await api.send(creator, location, 0, mp4Part())).status).toBe(204);
    expect(await openMultipartUploads(creator.id)).toHaveLength(1);

    const expired = await eventually(
      () => api.offset(creator, location),
      (current) => current.status !== 200,
      TTL_SECONDS * 1000 + 5_000,
    );
    expect([404, 410]).toContain(expired.status);
    const late = await api.send(creator, location, CHUNK_BYTES, mp4Part());
    expect([404, 410]).toContain(late.status);

    await eventually(
      () => openMultipartUploads(creator.id),
      (uploads) => uploads.length === 0,
      15_000,
    );
    expect(await storedKeys(creator.id)).toEqual([]);
  });
});
