import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { request as httpRequest } from 'node:http';
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
  openMultipartUploads,
  storedKeys,
  testS3,
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
  // Lossless noise: a real, processable video of about 11 MB, so three parts of 5 MiB.
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
  testS3.destroy();
  await rm(workdir, { recursive: true, force: true });
});

const auth = () => apiClient(stack.url('auth'));
const client = () => tusClient(stack.gatewayUrl);
const declared = () => ({ fileName: 'noise.mp4', mimeType: 'video/mp4', size: video.length });
const UPLOAD_URL = /^\/api\/upload\/sessions\/[0-9a-f-]{36}$/;

/** Starts sending the rest of the file from `offset` through the gateway, then drops the connection. */
async function dropMidway(account: Actor, location: string, offset: number): Promise<void> {
  const rest = video.subarray(offset);
  await new Promise<void>((resolve) => {
    const request = httpRequest(`${stack.gatewayUrl}${location}`, {
      method: 'PATCH',
      headers: {
        authorization: `Bearer ${account.token}`,
        'tus-resumable': '1.0.0',
        'upload-offset': String(offset),
        'content-type': 'application/offset+octet-stream',
        'content-length': rest.length,
      },
    });
    request.on('error', () => resolve());
    request.write(rest.subarray(0, CHUNK_BYTES + 1024 * 1024), () => {
      setTimeout(() => {
        request.destroy();
        resolve();
      }, 1500);
    });
  });
}

describe('a video uploaded over tus', () => {
  it('resumes from the server offset after a dropped connection and becomes media', async () => {
    const creator = await register(auth(), 'creator');
    const api = client();
    const created = await api.create(creator, declared());
    expect(created.status).toBe(201);
    const location = created.headers.get('location')!;
    expect(location).toMatch(UPLOAD_URL);
    expect(created.headers.get('tus-resumable')).toBe('1.0.0');
    expect(created.headers.get('upload-expires')).toEqual(expect.any(String));

    const first = await api.send(creator, location, 0, video.subarray(0, CHUNK_BYTES));
    expect(first.status).toBe(204);
    expect(first.headers.get('upload-offset')).toBe(String(CHUNK_BYTES));

    await dropMidway(creator, location, CHUNK_BYTES);
    const head = await eventually(
      () => api.offset(creator, location),
      (current) => current.status === 200,
      10_000,
    );
    expect(head.headers.get('upload-length')).toBe(String(video.length));
    const resumeAt = Number(head.headers.get('upload-offset'));
    expect(resumeAt).toBeGreaterThanOrEqual(CHUNK_BYTES);
    expect(resumeAt).toBeLessThan(video.length);

    // Bytes sent from anywhere but the server's offset are refused.
    const misplaced = await api.send(creator, location, 0, video.subarray(0, 1024));
    expect(misplaced.status).toBe(409);

    const rest = await api.send(creator, location, resumeAt, video.subarray(resumeAt));
    expect(rest.status).toBe(204);
    expect(rest.headers.get('upload-offset')).toBe(String(video.length));

    const finished = await api.finished(creator, location);
    expect(finished.status).toBe(200);
    const { mediaId } = finished.body.data;
    expect(location).toBe(`/api/upload/sessions/${mediaId}`);
    expect(finished.body.data).toMatchObject({ type: 'video', size: video.length });
    const original = await fetch(finished.body.data.url);
    expect(Buffer.from(await original.arrayBuffer()).equals(video)).toBe(true);

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
    // Nothing of the upload itself is left: no record, no pending part, no multipart upload.
    expect(keys.filter((key) => /\.(info|part)$/.test(key))).toEqual([]);
    expect(await openMultipartUploads(creator.id)).toEqual([]);
  });
});

describe('an unfinished upload', () => {
  let creator: Actor;
  let location: string;
  beforeAll(async () => {
    creator = await register(auth(), 'creator');
    location = (await client().create(creator, declared())).headers.get('location')!;
    const first = await client().send(creator, location, 0, video.subarray(0, CHUNK_BYTES));
    expect(first.status).toBe(204);
  });

  it('cannot be seen, continued or ended by another account', async () => {
    const api = client();
    const other = await register(auth(), 'creator');
    const refusals = [
      await api.offset(other, location),
      await api.send(other, location, CHUNK_BYTES, video.subarray(CHUNK_BYTES)),
      await api.cancel(other, location),
      await api.finished(other, location),
    ];
    expect(refusals.map((refusal) => refusal.status)).toEqual([404, 404, 404, 404]);
    const own = await api.offset(creator, location);
    expect(own.headers.get('upload-offset')).toBe(String(CHUNK_BYTES));
  });

  it('is not media yet', async () => {
    const early = await client().finished(creator, location);
    expect(early.status).toBe(409);
    expect(early.body.error).toBe('This upload is not finished yet');
  });

  it('is dropped with its parts when cancelled', async () => {
    const api = client();
    expect(await openMultipartUploads(creator.id)).toHaveLength(1);
    const cancelled = await api.cancel(creator, location);
    expect(cancelled.status).toBe(204);
    expect((await api.offset(creator, location)).status).toBe(404);
    expect(await openMultipartUploads(creator.id)).toEqual([]);
    expect(await storedKeys(creator.id)).toEqual([]);
  });

  it('needs the signed-in account', async () => {
    const visitor = await client().offset(null, location);
    expect(visitor.status).toBe(401);
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

  it('refuses a type or a size the spec does not accept before any byte is sent', async () => {
    const creator = await register(auth(), 'creator');
    const api = client();
    const pdf = await api.create(creator, { ...declared(), mimeType: 'application/pdf' });
    expect(pdf.status).toBe(400);
    expect(pdf.body.error).toBe(MESSAGES.unsupportedFileType);
    const huge = await api.create(creator, { ...declared(), size: 100 * 1024 * 1024 + 1 });
    expect(huge.status).toBe(413);
    expect(huge.body.error).toBe(MESSAGES.fileTooLarge(100));
    const unnamed = await api.call(creator, 'POST', '/api/upload/sessions', {
      'upload-length': String(video.length),
    });
    expect(unnamed.status).toBe(400);
    expect(unnamed.body.error).toBe('The filename metadata is required (at most 255 characters)');
    expect(await openMultipartUploads(creator.id)).toEqual([]);
    expect(await storedKeys(creator.id)).toEqual([]);
  });

  it('refuses content that is not what was declared, keeping none of it', async () => {
    const creator = await register(auth(), 'creator');
    const api = client();
    const fake = Buffer.concat([Buffer.from('<svg onload="alert(1)">'), video.subarray(0, 4096)]);
    const created = await api.create(creator, { ...declared(), size: fake.length });
    const location = created.headers.get('location')!;
    const refused = await api.send(creator, location, 0, fake);
    expect(refused.status).toBe(400);
    expect(refused.body.error).toBe(MESSAGES.unsupportedFileType);
    expect((await api.finished(creator, location)).status).toBe(404);
    expect(await storedKeys(creator.id)).toEqual([]);
  });
});
