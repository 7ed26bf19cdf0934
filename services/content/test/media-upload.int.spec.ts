import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import { MESSAGES } from '@tessera/rules';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ApiResult, apiClient } from '../../../test/support/api-client';
import { EventProducer } from '../../../test/support/event-producer';
import { useStack } from '../../../test/support/stack';
import { type Actor, createAdmin, eventually, givePlatformPlan, register } from './content-actors';
import { tusClient } from './resumable-upload-support';

const SIGNED_URL_TTL_SECONDS = 3;
const VIDEO_MAX_DURATION_SECONDS = 5;
const MB = 1024 * 1024;

const stack = useStack({
  services: ['auth', 'content'],
  env: () => ({
    content: {
      SIGNED_URL_TTL_SECONDS: String(SIGNED_URL_TTL_SECONDS),
      VIDEO_MAX_DURATION_SECONDS: String(VIDEO_MAX_DURATION_SECONDS),
    },
  }),
});

const events = new EventProducer((process.env.KAFKA_BROKERS ?? '127.0.0.1:9092').split(','));
const s3 = new S3Client({
  endpoint: process.env.S3_ENDPOINT ?? 'http://127.0.0.1:9000',
  region: process.env.S3_REGION ?? 'us-east-1',
  forcePathStyle: true,
  credentials: {
    accessKeyId: process.env.S3_ACCESS_KEY_ID ?? 'tessera-local',
    secretAccessKey: process.env.S3_SECRET_ACCESS_KEY ?? 'tessera-local-secret',
  },
});
let workdir: string;

beforeAll(async () => {
  await events.start();
  workdir = await mkdtemp(join(tmpdir(), 'media-test-'));
});

afterAll(async () => {
  await events.stop();
  s3.destroy();
  await rm(workdir, { recursive: true, force: true });
});

const auth = () => apiClient(stack.url('auth'));

interface FilePart {
  bytes: Uint8Array;
  mimeType: string;
  name?: string;
}

async function upload(
  account: Actor | null,
  file: FilePart | null,
  type: string | null,
  purpose: 'post' | 'message' = 'post',
): Promise<ApiResult> {
  const form = new FormData();
  if (file) {
    const blob = new Blob([file.bytes], { type: file.mimeType });
    form.append('file', blob, file.name ?? 'upload.bin');
  }
  if (type !== null) form.append('type', type);
  // Through the gateway, which streams uploads to the service without holding them.
  const response = await fetch(`${stack.gatewayUrl}/api/upload?purpose=${purpose}`, {
    method: 'POST',
    headers: account ? { authorization: `Bearer ${account.token}` } : {},
    body: form,
  });
  return { status: response.status, body: await response.json(), headers: response.headers };
}

const getMedia = (account: Actor, mediaId: string) =>
  apiClient(stack.url('content'))('GET', `/api/upload/${mediaId}`, undefined, {
    token: account.token,
  });

async function whenProcessed(account: Actor, mediaId: string) {
  const result = await eventually(
    () => getMedia(account, mediaId),
    (current) => ['ready', 'failed'].includes(current.body.data?.status),
    60_000,
  );
  expect(result.status).toBe(200);
  return result.body.data;
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

describe('the upload check, in the order of the spec', () => {
  const text: FilePart = { bytes: Buffer.from('just text'), mimeType: 'text/plain' };

  it('asks visitors to sign in', async () => {
    const result = await upload(null, { bytes: await png(), mimeType: 'image/png' }, 'image');
    expect(result.status).toBe(401);
    expect(result.body).toEqual({ error: MESSAGES.uploadLoginRequired });
  });

  it('lets only creators upload', async () => {
    const subscriber = await register(auth(), 'subscriber');
    const result = await upload(subscriber, { bytes: await png(), mimeType: 'image/png' }, 'image');
    expect(result.status).toBe(403);
    expect(result.body).toEqual({ error: MESSAGES.onlyCreatorsUpload });
  });

  it('requires an active creator plan of a creator holding a subscriber plan', async () => {
    const creator = await register(auth(), 'creator');
    await givePlatformPlan(events, creator.id, 'pro-subscriber');
    // Admitted creators get past the check to the file's type; refused ones never get there.
    const result = await eventually(
      () => upload(creator, text, 'image'),
      (current) => current.status === 403,
    );
    expect(result.body).toEqual({ error: MESSAGES.activeCreatorSubscriptionRequired });
    expect(await storedKeys(creator.id)).toEqual([]);
  });

  it("stops at the plan's daily upload limit, for message attachments too", async () => {
    const creator = await register(auth(), 'creator');
    const file = { bytes: await png(), mimeType: 'image/png' };
    for (let i = 0; i < 5; i += 1) expect((await upload(creator, file, 'image')).status).toBe(201);
    // Attachments count against the same limit as posts' media.
    for (let i = 0; i < 5; i += 1) {
      expect((await upload(creator, file, 'image', 'message')).status).toBe(201);
    }
    for (const purpose of ['post', 'message'] as const) {
      const refused = await upload(creator, file, 'image', purpose);
      expect(refused.status).toBe(403);
      expect(refused.body.error).toBe(MESSAGES.dailyUploadLimit(10));
    }
  });
});

describe("message attachments, under the sender's plan", () => {
  let subscriber: Actor;
  beforeAll(async () => {
    subscriber = await register(auth(), 'subscriber');
    await givePlatformPlan(events, subscriber.id, 'basic-subscriber');
    await eventually(
      () =>
        upload(subscriber, { bytes: Buffer.from('x'), mimeType: 'image/png' }, 'image', 'message'),
      (current) => current.status === 400,
    );
  });

  it("refuses a file over the plan's size while it streams, keeping none of it", async () => {
    const bytes = Buffer.alloc(5 * MB + 1, 0);
    bytes.set([0xff, 0xd8, 0xff, 0xe0]);
    const result = await upload(subscriber, { bytes, mimeType: 'image/jpeg' }, 'image', 'message');
    expect(result.status).toBe(413);
    expect(result.body.error).toBe(MESSAGES.fileSizeExceedsTierLimit(5));
    expect(await storedKeys(subscriber.id)).toEqual([]);
  });

  it('refuses a type the plan does not list, declared or found in the content', async () => {
    const video = await upload(
      subscriber,
      { bytes: Buffer.from('\x00\x00\x00\x18ftypmp42'), mimeType: 'video/mp4' },
      'video',
      'message',
    );
    expect(video.status).toBe(400);
    expect(video.body.error).toBe(MESSAGES.fileTypeNotInTier);
    const webp = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#000' } })
      .webp()
      .toBuffer();
    const disguised = await upload(
      subscriber,
      { bytes: webp, mimeType: 'image/png' },
      'image',
      'message',
    );
    expect(disguised.status).toBe(400);
    expect(await storedKeys(subscriber.id)).toEqual([]);
    const photo = await upload(
      subscriber,
      { bytes: await png(), mimeType: 'image/png' },
      'image',
      'message',
    );
    expect(photo.status).toBe(201);
  });

  it('refuses a resumable upload declared over the plan', async () => {
    const tus = tusClient(stack.gatewayUrl);
    const opened = await tus.create(
      subscriber,
      { fileName: 'clip.mp4', mimeType: 'video/mp4', size: 100 * MB },
      'message',
    );
    expect(opened.status).toBe(400);
    expect(opened.body.error).toBe(MESSAGES.fileTypeNotInTier);
    const large = await tus.create(
      subscriber,
      { fileName: 'photo.jpg', mimeType: 'image/jpeg', size: 6 * MB },
      'message',
    );
    expect(large.status).toBe(413);
    expect(large.body.error).toBe(MESSAGES.fileSizeExceedsTierLimit(5));
  });
});

describe('the file checks', () => {
  let creator: Actor;
  beforeAll(async () => {
    creator = await register(auth(), 'creator');
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
  let creator: Actor;
  beforeAll(async () => {
    creator = await register(auth(), 'creator');
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

    const media = await whenProcessed(creator, uploaded.body.data.mediaId);
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

    const media = await whenProcessed(creator, uploaded.body.data.mediaId);
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

  /** An MP4 of `seconds` of test picture whose header (`mvhd`) claims it lasts 4,294,967 s. */
  async function lyingClip(seconds: number): Promise<Buffer> {
    const source = join(workdir, `lying-${seconds}.mp4`);
    await promisify(execFile)('ffmpeg', [
      '-v',
      'error',
      '-f',
      'lavfi',
      '-i',
      `testsrc=duration=${seconds}:size=160x120:rate=25`,
      '-c:v',
      'libx264',
      '-pix_fmt',
      'yuv420p',
      '-y',
      source,
    ]);
    const bytes = await readFile(source);
    // mvhd: version and flags (4 bytes), two times (8), the timescale (4), then the duration.
    const durationAt = bytes.indexOf('mvhd') + 4 + 4 + 8 + 4;
    bytes.writeUInt32BE(0xffffffff, durationAt);
    return bytes;
  }

  it("stores a video's duration measured from its stream, not the one its header claims", async () => {
    const bytes = await lyingClip(2);
    const uploaded = await upload(creator, { bytes, mimeType: 'video/mp4' }, 'video');
    expect(uploaded.status).toBe(201);
    const media = await whenProcessed(creator, uploaded.body.data.mediaId);
    expect(media.status).toBe('ready');
    expect(media.duration).toBeGreaterThan(1.9);
    expect(media.duration).toBeLessThan(2.1);
  });

  it('refuses a video longer than the longest accepted, naming the limit', async () => {
    const bytes = await lyingClip(VIDEO_MAX_DURATION_SECONDS + 1);
    const uploaded = await upload(creator, { bytes, mimeType: 'video/mp4' }, 'video');
    const media = await whenProcessed(creator, uploaded.body.data.mediaId);
    expect(media.status).toBe('failed');
    expect(media.error).toBe(
      `Videos can be at most ${VIDEO_MAX_DURATION_SECONDS} seconds long. Please upload a shorter video.`,
    );
  });

  it('shows an upload to its owner and admins only', async () => {
    const uploaded = await upload(creator, { bytes: await png(), mimeType: 'image/png' }, 'image');
    const { mediaId } = uploaded.body.data;
    const other = await register(auth(), 'creator');
    expect((await getMedia(other, mediaId)).status).toBe(404);
    const admin = await createAdmin(auth(), stack.env('auth'));
    const seen = await getMedia(admin, mediaId);
    expect(seen.status).toBe(200);
    expect(seen.body.data).toMatchObject({ mediaId, type: 'image' });
  });
});

describe('files sent with a post form', () => {
  let creator: Actor;
  beforeAll(async () => {
    creator = await register(auth(), 'creator');
  });

  async function postForm(files: FilePart[]): Promise<ApiResult> {
    const form = new FormData();
    form.append('title', 'Two pictures');
    form.append('type', 'photo');
    for (const file of files) {
      form.append('files', new Blob([file.bytes], { type: file.mimeType }), 'picture');
    }
    const response = await fetch(`${stack.url('content')}/api/content`, {
      method: 'POST',
      headers: { authorization: `Bearer ${creator.token}` },
      body: form,
    });
    return { status: response.status, body: await response.json(), headers: response.headers };
  }

  it('stores every file of the form and attaches them to the post', async () => {
    const picture = { bytes: await png(), mimeType: 'image/png' };
    const result = await postForm([picture, picture]);
    expect(result.status).toBe(201);
    expect(result.body.data.media).toHaveLength(2);
    const keys = await storedKeys(creator.id);
    for (const { mediaId } of result.body.data.media) {
      expect(keys).toContain(`media/${creator.id}/${mediaId}/original`);
    }
  });

  it('stores none of them when one is refused', async () => {
    const before = await storedKeys(creator.id);
    const picture = { bytes: await png(), mimeType: 'image/png' };
    const fake = { bytes: Buffer.from('not a picture'), mimeType: 'image/png' };
    const result = await postForm([picture, fake]);
    expect(result.status).toBe(400);
    expect(result.body.error).toBe(MESSAGES.unsupportedFileType);
    const after = await storedKeys(creator.id);
    expect(after.filter((key) => key.endsWith('/original'))).toEqual(
      before.filter((key) => key.endsWith('/original')),
    );
  });
});
