import { execFile } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import { MESSAGES } from '@tessera/rules';
import { Kafka, logLevel, Partitioners, type Producer } from 'kafkajs';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiClient, type ApiResult, newUser } from '../../../test/support/api-client';
import { useStack } from '../../../test/support/stack';

const SIGNED_URL_TTL_SECONDS = 3;
const MB = 1024 * 1024;

const stack = useStack({
  services: ['auth', 'content'],
  gateway: false,
  env: () => ({ content: { SIGNED_URL_TTL_SECONDS: String(SIGNED_URL_TTL_SECONDS) } }),
});

const brokers = (process.env.KAFKA_BROKERS ?? '127.0.0.1:9092').split(',');
const s3 = new S3Client({
  endpoint: process.env.S3_ENDPOINT ?? 'http://127.0.0.1:9000',
  region: process.env.S3_REGION ?? 'us-east-1',
  forcePathStyle: true,
  credentials: {
    accessKeyId: process.env.S3_ACCESS_KEY_ID ?? 'tessera-local',
    secretAccessKey: process.env.S3_SECRET_ACCESS_KEY ?? 'tessera-local-secret',
  },
});
let producer: Producer;
let workdir: string;

beforeAll(async () => {
  producer = new Kafka({
    clientId: 'tessera-test-producer',
    brokers,
    logLevel: logLevel.NOTHING,
  }).producer({ createPartitioner: Partitioners.DefaultPartitioner });
  await producer.connect();
  workdir = await mkdtemp(join(tmpdir(), 'media-test-'));
});

afterAll(async () => {
  await producer.disconnect();
  s3.destroy();
  await rm(workdir, { recursive: true, force: true });
});

interface Account {
  id: string;
  token: string;
}

async function register(role: 'creator' | 'subscriber'): Promise<Account> {
  const result = await apiClient(stack.url('auth'))(
    'POST',
    '/api/auth/register',
    newUser({ role }),
  );
  expect(result.status).toBe(201);
  return { id: result.body.data.user.id, token: result.body.data.token };
}

interface FilePart {
  bytes: Uint8Array;
  mimeType: string;
  name?: string;
}

async function upload(
  account: Account | null,
  file: FilePart | null,
  type: string | null,
): Promise<ApiResult> {
  const form = new FormData();
  if (file) {
    const blob = new Blob([file.bytes], { type: file.mimeType });
    form.append('file', blob, file.name ?? 'upload.bin');
  }
  if (type !== null) form.append('type', type);
  const response = await fetch(`${stack.url('content')}/api/upload`, {
    method: 'POST',
    headers: account ? { authorization: `Bearer ${account.token}` } : {},
    body: form,
  });
  return { status: response.status, body: await response.json(), headers: response.headers };
}

const getMedia = (account: Account, mediaId: string) =>
  apiClient(stack.url('content'))('GET', `/api/upload/${mediaId}`, undefined, {
    token: account.token,
  });

async function waitForStatus(account: Account, mediaId: string, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const result = await getMedia(account, mediaId);
    expect(result.status).toBe(200);
    const { status } = result.body.data as { status: string };
    if (status === 'ready' || status === 'failed' || Date.now() > deadline) return result.body.data;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/** Every stored key of the creator's media. */
async function storedKeys(creatorId: string): Promise<string[]> {
  const listed = await s3.send(
    new ListObjectsV2Command({
      Bucket: process.env.S3_BUCKET ?? 'tessera-content',
      Prefix: `media/${creatorId}/`,
    }),
  );
  return (listed.Contents ?? []).map((object) => object.Key!);
}

const fetchBytes = async (url: string) => {
  const response = await fetch(url);
  return { status: response.status, bytes: Buffer.from(await response.arrayBuffer()) };
};

const png = () =>
  sharp({ create: { width: 8, height: 8, channels: 3, background: '#3366aa' } })
    .png()
    .toBuffer();

function publishPlatformPlan(userId: string, tierId: string) {
  const now = new Date();
  const event = {
    id: randomUUID(),
    type: 'subscription.created',
    version: 1,
    occurredAt: now.toISOString(),
    producer: 'subscription-billing',
    key: userId,
    data: {
      subscriptionId: randomUUID(),
      subscriberId: userId,
      tierId,
      status: 'active',
      currentPeriodStart: now.toISOString(),
      currentPeriodEnd: new Date(now.getTime() + 30 * 86_400_000).toISOString(),
    },
  };
  return producer.send({
    topic: 'subscription.created',
    messages: [{ key: userId, value: JSON.stringify(event) }],
  });
}

describe('the upload check, in the order of the spec', () => {
  const text: FilePart = { bytes: Buffer.from('just text'), mimeType: 'text/plain' };

  it('asks visitors to sign in', async () => {
    const result = await upload(null, { bytes: await png(), mimeType: 'image/png' }, 'image');
    expect(result.status).toBe(401);
    expect(result.body).toEqual({ error: MESSAGES.uploadLoginRequired });
  });

  it('lets only creators upload', async () => {
    const subscriber = await register('subscriber');
    const result = await upload(subscriber, { bytes: await png(), mimeType: 'image/png' }, 'image');
    expect(result.status).toBe(403);
    expect(result.body).toEqual({ error: MESSAGES.onlyCreatorsUpload });
  });

  it('requires an active creator plan of a creator holding a subscriber plan', async () => {
    const creator = await register('creator');
    await publishPlatformPlan(creator.id, 'pro-subscriber');
    // Admitted creators get past the check to the file's type; refused ones never get there.
    const deadline = Date.now() + 20_000;
    let result = await upload(creator, text, 'image');
    while (result.status !== 403 && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 250));
      result = await upload(creator, text, 'image');
    }
    expect(result.body).toEqual({ error: MESSAGES.activeCreatorSubscriptionRequired });
    expect(await storedKeys(creator.id)).toEqual([]);
  });

  it("stops at the plan's daily upload limit", async () => {
    const creator = await register('creator');
    const file = { bytes: await png(), mimeType: 'image/png' };
    for (let i = 0; i < 10; i += 1) expect((await upload(creator, file, 'image')).status).toBe(201);
    const refused = await upload(creator, file, 'image');
    expect(refused.status).toBe(403);
    expect(refused.body.error).toBe(MESSAGES.dailyUploadLimit(10));
  });
});

describe('the file checks', () => {
  let creator: Account;
  beforeAll(async () => {
    creator = await register('creator');
  });

  it('refuses a type the spec does not accept', async () => {
    const result = await upload(
      creator,
      { bytes: Buffer.from('%PDF-1.7'), mimeType: 'application/pdf' },
      'image',
    );
    expect(result.status).toBe(400);
    expect(result.body.error).toBe(MESSAGES.unsupportedFileType);
  });

  it('refuses content that is not what it was declared as, storing nothing', async () => {
    const script = Buffer.from('<svg onload="alert(1)"></svg>');
    const asImage = await upload(creator, { bytes: script, mimeType: 'image/png' }, 'image');
    expect(asImage.status).toBe(400);
    expect(asImage.body.error).toBe(MESSAGES.unsupportedFileType);
    const imageAsVideo = await upload(
      creator,
      { bytes: await png(), mimeType: 'video/mp4' },
      'video',
    );
    expect(imageAsVideo.status).toBe(400);
    expect(await storedKeys(creator.id)).toEqual([]);
  });

  it('refuses a type field that does not match the file', async () => {
    const result = await upload(creator, { bytes: await png(), mimeType: 'image/png' }, 'video');
    expect(result.status).toBe(400);
    expect(result.body.errors).toEqual([expect.objectContaining({ field: 'type' })]);
    expect(await storedKeys(creator.id)).toEqual([]);
  });

  it('cuts off a file over its size limit while it streams, keeping none of it', async () => {
    const bytes = Buffer.alloc(10 * MB + 1, 0);
    bytes.set([0xff, 0xd8, 0xff, 0xe0]);
    const result = await upload(creator, { bytes, mimeType: 'image/jpeg' }, 'image');
    expect(result.status).toBe(413);
    expect(result.body.error).toBe(MESSAGES.fileTooLarge(10));
    expect(await storedKeys(creator.id)).toEqual([]);
  });

  it('stores under a generated key whatever the file is called', async () => {
    const file = { bytes: await png(), mimeType: 'image/png', name: '../../../etc/passwd.png' };
    const result = await upload(creator, file, 'image');
    expect(result.status).toBe(201);
    const { mediaId } = result.body.data;
    expect(await storedKeys(creator.id)).toContain(`media/${creator.id}/${mediaId}/original`);
    for (const key of await storedKeys(creator.id)) {
      expect(key).toMatch(new RegExp(`^media/${creator.id}/[0-9a-f-]{36}/[a-z.0-9]+$`));
    }
  });
});

describe('processing', () => {
  let creator: Account;
  beforeAll(async () => {
    creator = await register('creator');
  });

  it('makes an image ready: renditions without EXIF or GPS, watermarked, signed URLs that expire', async () => {
    const photo = await sharp({
      create: { width: 2000, height: 1500, channels: 3, background: '#808080' },
    })
      .jpeg()
      .withExif({
        IFD0: { Copyright: 'Private Person', Make: 'PhoneMaker' },
        IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '48/1 51/1 24/1' },
      })
      .toBuffer();
    expect((await sharp(photo).metadata()).exif).toBeDefined();
    const uploaded = await upload(creator, { bytes: photo, mimeType: 'image/jpeg' }, 'image');
    expect(uploaded.status).toBe(201);
    expect(uploaded.body.data).toMatchObject({
      type: 'image',
      size: photo.length,
      status: 'pending',
    });
    expect(uploaded.body.data.fileUrl).toBe(uploaded.body.data.url);
    const original = await fetchBytes(uploaded.body.data.url);
    expect(original).toMatchObject({ status: 200, bytes: photo });

    const media = await waitForStatus(creator, uploaded.body.data.mediaId);
    expect(media).toMatchObject({ status: 'ready', width: 2000, height: 1500 });
    const full = await fetchBytes(media.url);
    const fullMeta = await sharp(full.bytes).metadata();
    expect(fullMeta).toMatchObject({ format: 'webp', width: 1600, height: 1200 });
    expect(fullMeta.exif).toBeUndefined();
    expect(full.bytes.includes(Buffer.from('Private Person'))).toBe(false);
    // The flat grey picture gains light text in its lower right corner: the watermark.
    const corner = await sharp(full.bytes)
      .extract({ left: 1100, top: 1100, width: 500, height: 100 })
      .stats();
    expect(corner.channels[0].max).toBeGreaterThan(200);
    for (const url of [media.thumbnailUrl, media.previewUrl]) {
      const rendition = await fetchBytes(url);
      const meta = await sharp(rendition.bytes).metadata();
      expect(meta.format).toBe('webp');
      expect(meta.exif).toBeUndefined();
    }
    expect((await sharp((await fetchBytes(media.thumbnailUrl)).bytes).metadata()).width).toBe(640);

    await new Promise((resolve) => setTimeout(resolve, (SIGNED_URL_TTL_SECONDS + 2) * 1000));
    expect((await fetchBytes(media.url)).status).toBe(403);
    expect((await fetchBytes(uploaded.body.data.url)).status).toBe(403);
  });

  it('makes a short video ready with its duration, a poster and a web-playable MP4', async () => {
    const source = join(workdir, 'clip.mp4');
    await promisify(execFile)('ffmpeg', [
      '-v',
      'error',
      '-f',
      'lavfi',
      '-i',
      'testsrc=duration=1:size=320x240:rate=25',
      '-f',
      'lavfi',
      '-i',
      'sine=frequency=440:duration=1',
      '-c:v',
      'libx264',
      '-c:a',
      'aac',
      '-shortest',
      '-y',
      source,
    ]);
    const bytes = await readFile(source);
    const uploaded = await upload(
      creator,
      { bytes, mimeType: 'video/mp4', name: 'clip.mp4' },
      'video',
    );
    expect(uploaded.status).toBe(201);

    const media = await waitForStatus(creator, uploaded.body.data.mediaId);
    expect(media).toMatchObject({ status: 'ready', type: 'video', width: 320, height: 240 });
    expect(media.duration).toBeGreaterThan(0.9);
    expect(media.duration).toBeLessThan(1.2);
    const video = await fetchBytes(media.url);
    expect(video.status).toBe(200);
    // faststart: the index (moov) comes before the media data (mdat).
    const moov = video.bytes.indexOf('moov');
    expect(moov).toBeGreaterThan(0);
    expect(moov).toBeLessThan(video.bytes.indexOf('mdat'));
    const poster = await sharp((await fetchBytes(media.thumbnailUrl)).bytes).metadata();
    expect(poster).toMatchObject({ format: 'webp', width: 320, height: 240 });
    expect((await fetchBytes(media.previewUrl)).status).toBe(200);
  });

  it('shows an upload only to its owner', async () => {
    const uploaded = await upload(creator, { bytes: await png(), mimeType: 'image/png' }, 'image');
    const other = await register('creator');
    const result = await getMedia(other, uploaded.body.data.mediaId);
    expect(result.status).toBe(404);
  });
});
