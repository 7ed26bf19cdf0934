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
  chunkClient,
  multipartOf,
  storedKeys,
  storedParts,
  testS3,
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
  testS3.destroy();
  await rm(workdir, { recursive: true, force: true });
});

const auth = () => apiClient(stack.url('auth'));
const client = () => chunkClient(stack.gatewayUrl);
const chunkAt = (offset: number) => video.subarray(offset, offset + CHUNK_BYTES);
const declared = () => ({ fileName: 'noise.mp4', mimeType: 'video/mp4', size: video.length });

/** Sends the first half of a chunk through the gateway, then drops the connection. */
async function dropMidChunk(account: Actor, sessionId: string, offset: number): Promise<void> {
  const boundary = '----tessera-dropped';
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="chunk"; filename="chunk"\r\n` +
      'Content-Type: application/octet-stream\r\n\r\n',
  );
  const chunk = chunkAt(offset);
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  await new Promise<void>((resolve) => {
    const request = httpRequest(`${stack.gatewayUrl}/api/upload/sessions/${sessionId}`, {
      method: 'PUT',
      headers: {
        authorization: `Bearer ${account.token}`,
        'content-type': `multipart/form-data; boundary=${boundary}`,
        'content-length': head.length + chunk.length + tail.length,
        'upload-offset': String(offset),
      },
    });
    request.on('error', () => resolve());
    request.write(Buffer.concat([head, chunk.subarray(0, chunk.length / 2)]), () => {
      setTimeout(() => {
        request.destroy();
        resolve();
      }, 300);
    });
  });
}

describe('a video uploaded in chunks', () => {
  it('resumes after a dropped connection, takes a retried chunk, and is processed like a plain upload', async () => {
    const creator = await register(auth(), 'creator');
    const api = client();
    const opened = await api.open(creator, declared());
    expect(opened.status).toBe(201);
    const session = opened.body.data;
    expect(session).toMatchObject({
      fileName: 'noise.mp4',
      type: 'video',
      size: video.length,
      chunkSize: CHUNK_BYTES,
      offset: 0,
      status: 'open',
      mediaId: null,
    });
    const upload = await multipartOf(stack.env('content'), session.sessionId);

    const first = await api.chunk(creator, session.sessionId, 0, chunkAt(0));
    expect(first.status).toBe(200);
    expect(first.body.data.offset).toBe(CHUNK_BYTES);

    await dropMidChunk(creator, session.sessionId, CHUNK_BYTES);
    expect(await storedParts(upload)).toBe(1);
    const head = await api.head(creator, session.sessionId);
    expect(head.status).toBe(200);
    expect(head.headers.get('upload-offset')).toBe(String(CHUNK_BYTES));
    expect(head.headers.get('upload-length')).toBe(String(video.length));

    // The answer to the first chunk was lost, say: sending it again changes nothing.
    const retried = await api.chunk(creator, session.sessionId, 0, chunkAt(0));
    expect(retried.status).toBe(200);
    expect(retried.body.data.offset).toBe(CHUNK_BYTES);

    for (let offset = CHUNK_BYTES; offset < video.length; offset += CHUNK_BYTES) {
      const sent = await api.chunk(creator, session.sessionId, offset, chunkAt(offset));
      expect(sent.status).toBe(200);
      expect(sent.body.data.offset).toBe(Math.min(offset + CHUNK_BYTES, video.length));
    }

    const completed = await api.complete(creator, session.sessionId);
    expect(completed.status).toBe(201);
    const { mediaId } = completed.body.data;
    expect(completed.body.data).toMatchObject({
      type: 'video',
      size: video.length,
      status: 'pending',
    });
    const original = await fetch(completed.body.data.url);
    expect(Buffer.from(await original.arrayBuffer()).equals(video)).toBe(true);

    const again = await api.complete(creator, session.sessionId);
    expect(again.status).toBe(201);
    expect(again.body.data.mediaId).toBe(mediaId);
    const state = await api.state(creator, session.sessionId);
    expect(state.body.data).toMatchObject({ status: 'completed', mediaId, offset: video.length });

    const media = await eventually(
      () => api.media(creator, mediaId),
      (current) => ['ready', 'failed'].includes(current.body.data?.status),
      90_000,
    );
    expect(media.body.data).toMatchObject({ status: 'ready', type: 'video', width: 320 });
    expect(media.body.data.duration).toBeGreaterThan(3.5);
    expect(media.body.data.thumbnailUrl).toEqual(expect.any(String));
    expect(await storedKeys(creator.id)).toEqual(
      expect.arrayContaining([
        `media/${creator.id}/${mediaId}/original`,
        `media/${creator.id}/${mediaId}/video.mp4`,
      ]),
    );
    expect(await storedParts(upload)).toBeNull();
  });
});

describe('chunks out of place', () => {
  let creator: Actor;
  let sessionId: string;
  beforeAll(async () => {
    creator = await register(auth(), 'creator');
    const opened = await client().open(creator, declared());
    sessionId = opened.body.data.sessionId;
    expect((await client().chunk(creator, sessionId, 0, chunkAt(0))).status).toBe(200);
  });

  it('refuses a gap, an overlap and an offset past the end, saying where the upload continues', async () => {
    const api = client();
    const gap = await api.chunk(creator, sessionId, 2 * CHUNK_BYTES, chunkAt(2 * CHUNK_BYTES));
    expect(gap.status).toBe(409);
    expect(gap.body.error).toBe(
      `Offset ${2 * CHUNK_BYTES} would leave a gap; the upload continues at offset ${CHUNK_BYTES}`,
    );
    const overlap = await api.chunk(creator, sessionId, 1000, chunkAt(1000));
    expect(overlap.status).toBe(409);
    expect(overlap.body.error).toBe(
      `Offset 1000 is not the start of a chunk of ${CHUNK_BYTES} bytes; ` +
        `the upload continues at offset ${CHUNK_BYTES}`,
    );
    const past = await api.chunk(creator, sessionId, 4 * CHUNK_BYTES, chunkAt(0));
    expect(past.status).toBe(409);
    expect(past.body.error).toContain(`past the end of the file (${video.length} bytes)`);
    expect((await api.state(creator, sessionId)).body.data.offset).toBe(CHUNK_BYTES);
  });

  it('refuses a chunk longer or shorter than its place, storing nothing of it', async () => {
    const api = client();
    const longer = Buffer.concat([chunkAt(CHUNK_BYTES), Buffer.alloc(10)]);
    const tooLong = await api.chunk(creator, sessionId, CHUNK_BYTES, longer);
    expect(tooLong.status).toBe(413);
    expect(tooLong.body.error).toBe(
      `The chunk at offset ${CHUNK_BYTES} must be ${CHUNK_BYTES} bytes`,
    );
    const shorter = chunkAt(CHUNK_BYTES).subarray(0, 1000);
    const tooShort = await api.chunk(creator, sessionId, CHUNK_BYTES, shorter);
    expect(tooShort.status).toBe(400);
    expect(tooShort.body.error).toBe(
      `The chunk at offset ${CHUNK_BYTES} must be ${CHUNK_BYTES} bytes`,
    );
    expect((await api.state(creator, sessionId)).body.data.offset).toBe(CHUNK_BYTES);
  });

  it('asks for the offset header and a multipart body, and refuses to complete early', async () => {
    const api = client();
    const noOffset = await api.chunk(creator, sessionId, null, chunkAt(CHUNK_BYTES));
    expect(noOffset.status).toBe(400);
    expect(noOffset.body.error).toBe(
      'Upload-Offset must be the byte offset of the chunk, a whole number',
    );
    const json = await api.call(creator, 'PUT', `/api/upload/sessions/${sessionId}`, {
      'upload-offset': String(CHUNK_BYTES),
    });
    expect(json.status).toBe(400);
    const early = await api.complete(creator, sessionId);
    expect(early.status).toBe(409);
    expect(early.body.error).toBe(
      `The upload is incomplete: ${CHUNK_BYTES} of ${video.length} bytes received`,
    );
  });

  it('lets only its owner near it', async () => {
    const api = client();
    const other = await register(auth(), 'creator');
    const refusals = [
      await api.state(other, sessionId),
      await api.chunk(other, sessionId, CHUNK_BYTES, chunkAt(CHUNK_BYTES)),
      await api.complete(other, sessionId),
      await api.call(other, 'DELETE', `/api/upload/sessions/${sessionId}`),
    ];
    for (const refusal of refusals) {
      expect(refusal.status).toBe(403);
      expect(refusal.body.error).toBe('This upload session belongs to another account');
    }
    expect((await api.state(creator, sessionId)).body.data.offset).toBe(CHUNK_BYTES);
  });

  it('is dropped with its parts when cancelled', async () => {
    const api = client();
    const upload = await multipartOf(stack.env('content'), sessionId);
    expect(await storedParts(upload)).toBe(1);
    const cancelled = await api.call(creator, 'DELETE', `/api/upload/sessions/${sessionId}`);
    expect(cancelled.status).toBe(200);
    expect((await api.state(creator, sessionId)).status).toBe(404);
    expect(await storedParts(upload)).toBeNull();
  });

  it('answers an unknown session with 404', async () => {
    const unknown = await client().state(creator, '00000000-0000-4000-8000-000000000000');
    expect(unknown.status).toBe(404);
    expect(unknown.body.error).toBe(
      'Upload session not found; it may have expired. Start the upload again.',
    );
  });
});

describe('the checks of a plain upload', () => {
  it('asks visitors to sign in and lets only creators upload', async () => {
    const api = client();
    const visitor = await api.open(null, declared());
    expect(visitor.status).toBe(401);
    expect(visitor.body.error).toBe(MESSAGES.uploadLoginRequired);
    const subscriber = await register(auth(), 'subscriber');
    const refused = await api.open(subscriber, declared());
    expect(refused.status).toBe(403);
    expect(refused.body.error).toBe(MESSAGES.onlyCreatorsUpload);
  });

  it('refuses a type or a size the spec does not accept', async () => {
    const creator = await register(auth(), 'creator');
    const api = client();
    const pdf = await api.open(creator, { ...declared(), mimeType: 'application/pdf' });
    expect(pdf.status).toBe(400);
    expect(pdf.body.error).toBe(MESSAGES.unsupportedFileType);
    const huge = await api.open(creator, { ...declared(), size: 100 * 1024 * 1024 + 1 });
    expect(huge.status).toBe(413);
    expect(huge.body.error).toBe(MESSAGES.fileTooLarge(100));
  });

  it('refuses content that is not what was declared, keeping none of it', async () => {
    const creator = await register(auth(), 'creator');
    const api = client();
    const fake = Buffer.concat([Buffer.from('<svg onload="alert(1)">'), chunkAt(0)]);
    const opened = await api.open(creator, { ...declared(), size: fake.length });
    const { sessionId } = opened.body.data;
    const upload = await multipartOf(stack.env('content'), sessionId);
    const refused = await api.chunk(creator, sessionId, 0, fake.subarray(0, CHUNK_BYTES));
    expect(refused.status).toBe(400);
    expect(refused.body.error).toBe(MESSAGES.unsupportedFileType);
    expect((await api.state(creator, sessionId)).status).toBe(404);
    expect(await storedParts(upload)).toBeNull();
    expect(await storedKeys(creator.id)).toEqual([]);
  });
});
