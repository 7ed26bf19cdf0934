import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { MESSAGES } from '@tessera/rules';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiClient } from '../../../test/support/api-client';
import { useStack } from '../../../test/support/stack';
import { type Actor, eventually, register } from './content-actors';
import {
  CHUNK_BYTES,
  multipartOf,
  storedKeys,
  storedParts,
  tusClient,
} from './resumable-upload-support';

const stack = useStack({
  services: ['auth', 'content'],
  env: () => ({ content: { UPLOAD_CHUNK_BYTES: String(CHUNK_BYTES) } }),
});

let workdir: string;
let video: Buffer;

beforeAll(async () => {
  workdir = await mkdtemp(join(tmpdir(), 'resumable-test-'));
  const source = join(workdir, 'noise.mp4');
  // Lossless noise: a real, processable video of about 11 MB, so three chunks of 5 MiB.
  await promisify(execFile)('ffmpeg', [
    ...['-v', 'error', '-f', 'lavfi'],
    ...['-i', 'nullsrc=s=320x240:d=4:r=25,geq=random(1)*255:128:128'],
    ...['-f', 'lavfi', '-i', 'sine=frequency=440:duration=4'],
    ...['-c:v', 'libx264', '-qp', '0', '-pix_fmt', 'yuv420p', '-c:a', 'aac', '-shortest'],
    ...['-y', source],
  ]);
  video = await readFile(source);
  expect(video.length).toBeGreaterThan(2 * CHUNK_BYTES);
});

afterAll(async () => {
  await rm(workdir, { recursive: true, force: true });
});

const auth = () => apiClient(stack.url('auth'));
const client = () => tusClient(stack.gatewayUrl);
const chunkAt = (offset: number) => video.subarray(offset, offset + CHUNK_BYTES);
const declared = () => ({ fileName: 'noise.mp4', mimeType: 'video/mp4', size: video.length });

describe('a video uploaded with tus', () => {
  it('resumes after a dropped connection and is processed like a plain upload', async () => {
    const creator = await register(auth(), 'creator');
    const api = client();
    const created = await api.create(creator, declared());
    expect(created.status).toBe(201);
    expect(created.location).toBe(`/api/upload/files/${created.uploadId}`);
    const uploadId = created.uploadId!;
    const upload = await multipartOf(creator.id, uploadId);

    const first = await api.patch(creator, uploadId, 0, chunkAt(0));
    expect(first.status).toBe(204);
    expect(first.headers.get('upload-offset')).toBe(String(CHUNK_BYTES));
    expect(await storedParts(upload)).toBe(1);

    // Half of the rest arrives, then the connection drops: what arrived is kept.
    const rest = video.subarray(CHUNK_BYTES);
    await api.dropMidway(creator, uploadId, CHUNK_BYTES, rest, CHUNK_BYTES / 2);
    const head = await eventually(
      () => api.head(creator, uploadId),
      (current) => Number(current.headers.get('upload-offset')) > CHUNK_BYTES,
      10_000,
    );
    expect(head.status).toBe(200);
    expect(head.headers.get('upload-length')).toBe(String(video.length));
    expect(head.headers.get('tus-resumable')).toBe('1.0.0');
    const resumeAt = Number(head.headers.get('upload-offset'));
    expect(resumeAt).toBeGreaterThan(CHUNK_BYTES);
    expect(resumeAt).toBeLessThanOrEqual(CHUNK_BYTES + CHUNK_BYTES / 2);

    // Bytes from anywhere but the offset the upload continues at are refused.
    const misplaced = await api.patch(creator, uploadId, CHUNK_BYTES, chunkAt(CHUNK_BYTES));
    expect(misplaced.status).toBe(409);

    const completed = await api.patch(creator, uploadId, resumeAt, video.subarray(resumeAt));
    expect(completed.status).toBe(200);
    expect(completed.headers.get('upload-offset')).toBe(String(video.length));
    const { mediaId } = completed.body.data;
    expect(mediaId).toBe(uploadId);
    expect(completed.body.data).toMatchObject({
      type: 'video',
      size: video.length,
      status: 'pending',
    });
    const original = await fetch(completed.body.data.url);
    expect(Buffer.from(await original.arrayBuffer()).equals(video)).toBe(true);
    expect((await api.head(creator, uploadId)).status).toBe(404);

    const media = await eventually(
      () => api.media(creator, mediaId),
      (current) => ['ready', 'failed'].includes(current.body.data?.status),
      90_000,
    );
    expect(media.body.data).toMatchObject({ status: 'ready', type: 'video', width: 320 });
    expect(media.body.data.duration).toBeGreaterThan(3.5);
    const keys = await storedKeys(creator.id);
    expect(keys).toEqual(
      expect.arrayContaining([
        `media/${creator.id}/${mediaId}/original`,
        `media/${creator.id}/${mediaId}/video.mp4`,
      ]),
    );
    expect(keys.filter((key) => key.endsWith('.info') || key.endsWith('.part'))).toEqual([]);
    expect(await storedParts(upload)).toBeNull();
  }, 180_000);
});

describe('an unfinished upload', () => {
  let creator: Actor;
  let uploadId: string;
  beforeAll(async () => {
    creator = await register(auth(), 'creator');
    uploadId = (await client().create(creator, declared())).uploadId!;
    expect((await client().patch(creator, uploadId, 0, chunkAt(0))).status).toBe(204);
  });

  it('asks for the offset and the tus body type', async () => {
    const api = client();
    const noOffset = await api.patch(creator, uploadId, null, chunkAt(CHUNK_BYTES));
    expect(noOffset.status).toBe(403);
    expect(noOffset.body).toBe('Upload-Offset header required\n');
    const json = await fetch(api.url(uploadId), {
      method: 'PATCH',
      headers: {
        authorization: `Bearer ${creator.token}`,
        'tus-resumable': '1.0.0',
        'upload-offset': String(CHUNK_BYTES),
        'content-type': 'application/json',
      },
      body: '{}',
    });
    expect(json.status).toBe(400);
    expect((await api.head(creator, uploadId)).headers.get('upload-offset')).toBe(
      String(CHUNK_BYTES),
    );
  });

  it('lets only its owner near it, answering after reading what was sent', async () => {
    const api = client();
    const other = await register(auth(), 'creator');
    const refusals = [
      await api.head(other, uploadId),
      await api.patch(other, uploadId, CHUNK_BYTES, chunkAt(CHUNK_BYTES)),
      await api.cancel(other, uploadId),
    ];
    expect(refusals.map((refusal) => refusal.status)).toEqual([403, 403, 403]);
    for (const refusal of refusals.slice(1)) {
      expect(refusal.body.error).toBe('This upload belongs to another account');
    }
    expect((await api.head(creator, uploadId)).headers.get('upload-offset')).toBe(
      String(CHUNK_BYTES),
    );
  });

  it('is dropped with its parts when cancelled', async () => {
    const api = client();
    const upload = await multipartOf(creator.id, uploadId);
    expect(await storedParts(upload)).toBe(1);
    expect((await api.cancel(creator, uploadId)).status).toBe(204);
    expect((await api.head(creator, uploadId)).status).toBe(404);
    expect(await storedParts(upload)).toBeNull();
    expect(await storedKeys(creator.id)).toEqual([]);
  });

  it('answers an unknown upload with 404', async () => {
    const unknown = await client().patch(
      creator,
      '00000000-0000-4000-8000-000000000000',
      0,
      chunkAt(0),
    );
    expect(unknown.status).toBe(404);
    expect(unknown.body.error).toBe(
      'Upload not found; it may have expired. Start the upload again.',
    );
  });
});

describe('the checks of a plain upload', () => {
  it('asks visitors to sign in and lets only creators upload', async () => {
    const api = client();
    const visitor = await api.create(null, declared());
    expect(visitor.status).toBe(401);
    expect(visitor.body.error).toBe(MESSAGES.uploadLoginRequired);
    const subscriber = await register(auth(), 'subscriber');
    const refused = await api.create(subscriber, declared());
    expect(refused.status).toBe(403);
    expect(refused.body.error).toBe(MESSAGES.onlyCreatorsUpload);
  });

  it('refuses a type or a size the spec does not accept', async () => {
    const creator = await register(auth(), 'creator');
    const api = client();
    const pdf = await api.create(creator, { ...declared(), mimeType: 'application/pdf' });
    expect(pdf.status).toBe(400);
    expect(pdf.body.error).toBe(MESSAGES.unsupportedFileType);
    const huge = await api.create(creator, { ...declared(), size: 100 * 1024 * 1024 + 1 });
    expect(huge.status).toBe(413);
    expect(huge.body.error).toBe(MESSAGES.fileTooLarge(100));
  });

  it('refuses content that is not what was declared, keeping none of it', async () => {
    const creator = await register(auth(), 'creator');
    const api = client();
    const fake = Buffer.concat([Buffer.from('<svg onload="alert(1)">'), chunkAt(0)]);
    const { uploadId } = await api.create(creator, { ...declared(), size: fake.length });
    const refused = await api.patch(creator, uploadId!, 0, fake);
    expect(refused.status).toBe(400);
    expect(refused.body.error).toBe(MESSAGES.unsupportedFileType);
    expect((await api.head(creator, uploadId!)).status).toBe(404);
    expect(await storedKeys(creator.id)).toEqual([]);
  });
});
