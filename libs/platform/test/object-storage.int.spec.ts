import { randomBytes } from 'node:crypto';
import { Readable } from 'node:stream';
import { setTimeout as sleep } from 'node:timers/promises';
import {
  DeleteBucketCommand,
  DeleteObjectsCommand,
  ListMultipartUploadsCommand,
  ListObjectsV2Command,
  type S3Client,
} from '@aws-sdk/client-s3';
import type { INestApplicationContext } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config/load-config';
import {
  ObjectNotFoundError,
  ObjectStorage,
  ObjectStorageHealthIndicator,
  ObjectStorageModule,
  ObjectTooLargeError,
  S3_CLIENT,
  storageEnvSchema,
} from '../src/storage';

/** The local MinIO of infra/local unless the environment names another store. */
const settings = loadConfig(storageEnvSchema, {
  S3_ENDPOINT: process.env.S3_ENDPOINT ?? 'http://127.0.0.1:9000',
  S3_REGION: process.env.S3_REGION,
  S3_ACCESS_KEY_ID: process.env.S3_ACCESS_KEY_ID ?? 'tessera-local',
  S3_SECRET_ACCESS_KEY: process.env.S3_SECRET_ACCESS_KEY ?? 'tessera-local-secret',
  S3_FORCE_PATH_STYLE: process.env.S3_FORCE_PATH_STYLE ?? 'true',
  S3_BUCKET: `tessera-test-${Date.now().toString(36)}-${randomBytes(3).toString('hex')}`,
});

const MIB = 1024 * 1024;

/** A body that arrives in chunks, as an upload from a client does. */
const chunked = (bytes: Buffer, chunkSize = 64 * 1024) =>
  Readable.from(
    (function* () {
      for (let offset = 0; offset < bytes.length; offset += chunkSize) {
        yield bytes.subarray(offset, offset + chunkSize);
      }
    })(),
  );

const readAll = async (stream: Readable) => {
  const parts: Buffer[] = [];
  for await (const part of stream) parts.push(part as Buffer);
  return Buffer.concat(parts);
};

let app: INestApplicationContext;
let storage: ObjectStorage;
let s3: S3Client;

beforeAll(async () => {
  app = await NestFactory.createApplicationContext(ObjectStorageModule.forRoot(settings), {
    logger: false,
  });
  storage = app.get(ObjectStorage);
  s3 = app.get(S3_CLIENT);
});

afterAll(async () => {
  if (!s3) return;
  const listed = await s3.send(new ListObjectsV2Command({ Bucket: settings.S3_BUCKET }));
  const keys = (listed.Contents ?? []).map((object) => ({ Key: object.Key }));
  if (keys.length > 0) {
    await s3.send(
      new DeleteObjectsCommand({ Bucket: settings.S3_BUCKET, Delete: { Objects: keys } }),
    );
  }
  await s3.send(new DeleteBucketCommand({ Bucket: settings.S3_BUCKET }));
  await app.close();
});

describe('ObjectStorage against the local S3 store', () => {
  it('creates its bucket at start and reports it healthy', async () => {
    await expect(app.get(ObjectStorageHealthIndicator).check()).resolves.toBeUndefined();
    await expect(storage.ensureBucket()).resolves.toBeUndefined();
  });

  it('streams an upload, describes it, and serves it through a signed GET URL', async () => {
    const bytes = randomBytes(300 * 1024);
    const stored = await storage.upload('media/photo.jpg', chunked(bytes), {
      contentType: 'image/jpeg',
      maxBytes: MIB,
      metadata: { owner: 'creator-1' },
    });
    expect(stored).toMatchObject({ key: 'media/photo.jpg', size: bytes.length });

    expect(await storage.head('media/photo.jpg')).toMatchObject({
      size: bytes.length,
      contentType: 'image/jpeg',
      metadata: { owner: 'creator-1' },
    });

    const url = await storage.signedGetUrl('media/photo.jpg', { downloadName: 'beach day.jpg' });
    const response = await fetch(url);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-disposition')).toBe(
      "attachment; filename*=UTF-8''beach%20day.jpg",
    );
    expect(Buffer.from(await response.arrayBuffer()).equals(bytes)).toBe(true);

    const unsigned = await fetch(url.split('?')[0]);
    expect(unsigned.status).toBe(403);
  });

  it('reads a byte range of an object', async () => {
    await storage.upload('notes/range.txt', '0123456789', {
      contentType: 'text/plain',
      maxBytes: 100,
    });
    const part = await storage.getStream('notes/range.txt', { start: 2, end: 5 });
    expect((await readAll(part.body)).toString()).toBe('2345');
    expect(part).toMatchObject({ size: 4, contentRange: 'bytes 2-5/10' });
  });

  it('stops serving a signed URL once it has expired', async () => {
    await storage.upload('media/short-lived.txt', 'soon gone', {
      contentType: 'text/plain',
      maxBytes: 100,
    });
    const url = await storage.signedGetUrl('media/short-lived.txt', { expiresInSeconds: 1 });
    expect((await fetch(url)).status).toBe(200);
    await sleep(2100);
    expect((await fetch(url)).status).toBe(403);
  });

  it('uploads a large stream in parts', async () => {
    const bytes = randomBytes(9 * MIB);
    const stored = await storage.upload('media/video.mp4', chunked(bytes), {
      contentType: 'video/mp4',
      maxBytes: 10 * MIB,
    });
    expect(stored.size).toBe(bytes.length);
    const read = await readAll((await storage.getStream('media/video.mp4')).body);
    expect(read.equals(bytes)).toBe(true);
  });

  it('refuses a body over its byte limit and keeps nothing of it, parts included', async () => {
    await expect(
      storage.upload('media/too-big.bin', chunked(randomBytes(200)), {
        contentType: 'application/octet-stream',
        maxBytes: 100,
      }),
    ).rejects.toBeInstanceOf(ObjectTooLargeError);
    await expect(
      storage.upload('media/too-big-video.mp4', chunked(randomBytes(12 * MIB)), {
        contentType: 'video/mp4',
        maxBytes: 9 * MIB,
      }),
    ).rejects.toBeInstanceOf(ObjectTooLargeError);
    expect(await storage.head('media/too-big.bin')).toBeNull();
    expect(await storage.head('media/too-big-video.mp4')).toBeNull();
    const pending = await s3.send(new ListMultipartUploadsCommand({ Bucket: settings.S3_BUCKET }));
    expect(pending.Uploads ?? []).toEqual([]);
  });

  it('accepts a direct upload through a signed PUT URL with the signed content type only', async () => {
    const signed = await storage.signedPutUrl('uploads/avatar.png', { contentType: 'image/png' });
    expect(signed.expiresAt.getTime()).toBeGreaterThan(Date.now() + 290_000);
    const body = randomBytes(2048);
    const wrongType = await fetch(signed.url, {
      method: 'PUT',
      body,
      headers: { 'content-type': 'text/html' },
    });
    expect(wrongType.status).toBe(403);
    const accepted = await fetch(signed.url, { method: 'PUT', body, headers: signed.headers });
    expect(accepted.status).toBe(200);
    expect(await storage.head('uploads/avatar.png')).toMatchObject({
      size: 2048,
      contentType: 'image/png',
    });
  });

  it('deletes an object, and deleting it again is no error', async () => {
    await storage.upload('media/old.txt', 'old', { contentType: 'text/plain', maxBytes: 10 });
    await storage.delete('media/old.txt');
    expect(await storage.head('media/old.txt')).toBeNull();
    await expect(storage.getStream('media/old.txt')).rejects.toBeInstanceOf(ObjectNotFoundError);
    await expect(storage.delete('media/old.txt')).resolves.toBeUndefined();
  });
});
