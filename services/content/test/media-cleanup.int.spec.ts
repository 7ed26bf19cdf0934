import { ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { apiClient } from '../../../test/support/api-client';
import { useStack } from '../../../test/support/stack';
import { type Actor, eventually, register } from './content-actors';

const TTL_SECONDS = 3;

const stack = useStack({
  services: ['auth', 'content'],
  env: () => ({
    content: {
      UNATTACHED_MEDIA_TTL_SECONDS: String(TTL_SECONDS),
      MEDIA_CLEANUP_INTERVAL_SECONDS: '1',
    },
  }),
});

const s3 = new S3Client({
  endpoint: process.env.S3_ENDPOINT ?? 'http://127.0.0.1:9000',
  region: process.env.S3_REGION ?? 'us-east-1',
  forcePathStyle: true,
  credentials: {
    accessKeyId: process.env.S3_ACCESS_KEY_ID ?? 'tessera-local',
    secretAccessKey: process.env.S3_SECRET_ACCESS_KEY ?? 'tessera-local-secret',
  },
});

afterAll(() => s3.destroy());

async function storedKeys(creatorId: string, mediaId: string): Promise<string[]> {
  const listed = await s3.send(
    new ListObjectsV2Command({
      Bucket: process.env.S3_BUCKET ?? 'tessera-content',
      Prefix: `media/${creatorId}/${mediaId}/`,
    }),
  );
  return (listed.Contents ?? []).map((object) => object.Key!);
}

const png = () =>
  sharp({ create: { width: 8, height: 8, channels: 3, background: '#aa3366' } })
    .png()
    .toBuffer();

async function send(creator: Actor, path: string, form: FormData) {
  const response = await fetch(`${stack.url('content')}${path}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${creator.token}` },
    body: form,
  });
  return { status: response.status, body: await response.json() };
}

describe('uploads no post claims', () => {
  it('are deleted with their files once their time is up, while claimed ones stay', async () => {
    const creator = await register(apiClient(stack.url('auth')), 'creator');
    const bytes = await png();

    const lone = new FormData();
    lone.append('file', new Blob([bytes], { type: 'image/png' }), 'lone.png');
    lone.append('type', 'image');
    const uploaded = await send(creator, '/api/upload', lone);
    expect(uploaded.status).toBe(201);
    const loneId: string = uploaded.body.data.mediaId;

    const post = new FormData();
    post.append('title', 'Kept');
    post.append('type', 'photo');
    post.append('files', new Blob([bytes], { type: 'image/png' }), 'kept.png');
    const created = await send(creator, '/api/content', post);
    expect(created.status).toBe(201);
    const keptId: string = created.body.data.media[0].mediaId;

    const content = apiClient(stack.url('content'));
    const gone = await eventually(
      () => content('GET', `/api/upload/${loneId}`, undefined, { token: creator.token }),
      (result) => result.status === 404,
      TTL_SECONDS * 1000 + 15_000,
    );
    expect(gone.status).toBe(404);
    expect(await storedKeys(creator.id, loneId)).toEqual([]);

    const kept = await content('GET', `/api/upload/${keptId}`, undefined, {
      token: creator.token,
    });
    expect(kept.status).toBe(200);
    expect(await storedKeys(creator.id, keptId)).toContain(
      `media/${creator.id}/${keptId}/original`,
    );
  });
});
