import { MESSAGES } from '@tessera/rules';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ApiResult, apiClient, type Call } from '../../../test/support/api-client';
import { KafkaProbe } from '../../../test/support/kafka-probe';
import { useStack } from '../../../test/support/stack';
import { type Actor, createAdmin, eventually, register } from './content-actors';

// What a person's own account holds of content: the posts they saved, and what their leaving takes.
const probe = new KafkaProbe((process.env.KAFKA_BROKERS ?? '127.0.0.1:9092').split(','));
const stack = useStack({ services: ['auth', 'content'] });
let api: Call;
let creator: Actor;
let admin: Actor;

beforeAll(async () => {
  api = apiClient(stack.gatewayUrl);
  await probe.start(['content.removed']);
  creator = await register(api, 'creator');
  admin = await createAdmin(api, stack.env('auth'));
});

afterAll(() => probe.stop());

const post = (body: Record<string, unknown> = {}, actor = creator) =>
  api(
    'POST',
    '/api/content',
    { title: 'Morning light', body: 'Words', type: 'text', privacyLevel: 'public', ...body },
    { token: actor.token },
  );
const moderate = (id: string, decision: 'approve' | 'reject') =>
  api('POST', `/api/content/${id}/moderation`, { decision, notes: '' }, { token: admin.token });
const read = (id: string) => api('GET', `/api/content/${id}`);
const ofContent = (id: string) => (value: Record<string, unknown>) =>
  (value.data as { contentId?: string } | undefined)?.contentId === id;

describe('bookmarks', () => {
  it('lists what a viewer bookmarked, newest first, page by page, without deleted posts', async () => {
    const ids: string[] = [];
    for (const title of ['First saved', 'Second saved', 'Third saved']) {
      const id = (await post({ title })).body.data.id as string;
      await moderate(id, 'approve');
      ids.push(id);
    }
    const fan = await register(api, 'subscriber');
    const as = { token: fan.token };
    for (const id of ids) {
      expect((await api('POST', `/api/content/${id}/bookmark`, undefined, as)).status).toBe(200);
    }
    const bookmarks = (cursor?: string) =>
      api(
        'GET',
        `/api/content/bookmarks?limit=2${cursor ? `&cursor=${cursor}` : ''}`,
        undefined,
        as,
      );

    const first = await bookmarks();
    expect(first.status).toBe(200);
    expect(first.body.data.items.map((item: { id: string }) => item.id)).toEqual([ids[2], ids[1]]);
    expect(first.body.data.items[0].viewer).toEqual({ liked: false, bookmarked: true });
    const second = await bookmarks(first.body.data.nextCursor);
    expect(second.body.data.items.map((item: { id: string }) => item.id)).toEqual([ids[0]]);
    expect(second.body.data.nextCursor).toBeNull();

    await api('DELETE', `/api/content/${ids[1]}`, undefined, { token: creator.token });
    await api('DELETE', `/api/content/${ids[2]}/bookmark`, undefined, as);
    const after = await api('GET', '/api/content/bookmarks', undefined, as);
    expect(after.body.data.items.map((item: { id: string }) => item.id)).toEqual([ids[0]]);

    expect((await api('GET', '/api/content/bookmarks')).status).toBe(401);
    expect((await api('GET', '/api/content/bookmarks?cursor=nope', undefined, as)).status).toBe(
      400,
    );
  });
});

describe('data export', () => {
  it("puts the account's posts in its export file, and keeps the route internal", async () => {
    const writer = await register(api, 'creator');
    const id = (await post({ title: 'Exported words' }, writer)).body.data.id as string;

    const exported = await api('GET', '/api/auth/account/export', undefined, {
      token: writer.token,
    });
    expect(exported.status).toBe(200);
    expect(exported.body.data.posts).toEqual([
      expect.objectContaining({ id, title: 'Exported words', body: 'Words', status: 'pending' }),
    ]);
    expect(exported.body.data.missing.map((part: { part: string }) => part.part)).not.toContain(
      'posts',
    );
    expect(exported.body.data.capped).toEqual([]);

    const direct = await fetch(`${stack.url('content')}/internal/account-export/${writer.id}`);
    expect(direct.status).toBe(401);
  });
});

describe('account deletion', () => {
  it("removes a deleted account's posts from every reader", async () => {
    const leaving = await register(api, 'creator');
    const ids: string[] = [];
    for (const title of ['Farewell one', 'Farewell two']) {
      const id = (await post({ title }, leaving)).body.data.id as string;
      await moderate(id, 'approve');
      ids.push(id);
    }
    expect((await read(ids[0]!)).status).toBe(200);
    const deleted = await api(
      'DELETE',
      '/api/auth/account',
      { password: 'Str0ngPassw0rd' },
      { token: leaving.token },
    );
    expect(deleted.status).toBe(200);
    for (const id of ids) {
      await probe.waitFor('content.removed', ofContent(id));
      expect((await read(id)).status).toBe(404);
    }
  });
});

/** A small PNG drawn on the spot. */
const png = () =>
  sharp({ create: { width: 64, height: 48, channels: 3, background: '#2a6f97' } })
    .png()
    .toBuffer();

async function uploadImage(
  actor: Actor,
  purpose: 'avatar' | 'cover',
  bytes: Uint8Array,
  mimeType = 'image/png',
  type = 'image',
): Promise<ApiResult> {
  const form = new FormData();
  form.append('file', new Blob([bytes], { type: mimeType }), 'picture');
  form.append('type', type);
  const response = await fetch(`${stack.gatewayUrl}/api/upload?purpose=${purpose}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${actor.token}` },
    body: form,
  });
  return { status: response.status, body: await response.json(), headers: response.headers };
}

/** Uploads the image and waits until processing made its renditions. */
async function readyUpload(actor: Actor, purpose: 'avatar' | 'cover'): Promise<string> {
  const uploaded = await uploadImage(actor, purpose, await png());
  expect(uploaded.status).toBe(201);
  const mediaId = uploaded.body.data.mediaId as string;
  const state = await eventually(
    () => api('GET', `/api/upload/${mediaId}`, undefined, { token: actor.token }),
    (result) => result.body.data?.status === 'ready',
  );
  expect(state.body.data.status).toBe('ready');
  return mediaId;
}

const putProfile = (actor: Actor, body: Record<string, unknown>) =>
  api('PUT', '/api/auth/profile', body, { token: actor.token });

describe('profile pictures', () => {
  it('puts an uploaded avatar and cover on the profile, served to anyone', async () => {
    const fan = await register(api, 'subscriber');
    const avatarId = await readyUpload(fan, 'avatar');
    const coverId = await readyUpload(fan, 'cover');
    // Not public before its owner chose it.
    expect((await fetch(`${stack.gatewayUrl}/api/content/profile-images/${avatarId}`)).status).toBe(
      404,
    );

    const saved = await putProfile(fan, { avatarMediaId: avatarId, coverMediaId: coverId });
    expect(saved.status).toBe(200);
    const { avatar, coverImage } = saved.body.data.user;
    expect(avatar).toBe(`/api/content/profile-images/${avatarId}`);
    expect(coverImage).toBe(`/api/content/profile-images/${coverId}`);
    for (const url of [avatar, coverImage]) {
      const image = await fetch(`${stack.gatewayUrl}${url}`);
      expect(image.status).toBe(200);
      expect(image.headers.get('content-type')).toBe('image/webp');
      expect(image.headers.get('cache-control')).toContain('public');
      const { format, exif } = await sharp(Buffer.from(await image.arrayBuffer())).metadata();
      expect({ format, exif }).toEqual({ format: 'webp', exif: undefined });
    }
    const publicProfile = await api('GET', `/api/users/${fan.id}`);
    expect(publicProfile.body.data.user.avatar).toBe(avatar);

    // Deleting the account takes its pictures off the web.
    const deleted = await api(
      'DELETE',
      '/api/auth/account',
      { password: 'Str0ngPassw0rd' },
      { token: fan.token },
    );
    expect(deleted.status).toBe(200);
    const gone = await eventually(
      () => fetch(`${stack.gatewayUrl}${avatar}`).then((answer) => answer.status),
      (status) => status === 404,
    );
    expect(gone).toBe(404);
  });

  it("refuses someone else's upload, one of the other purpose, a video and a pasted address", async () => {
    const owner = await register(api, 'subscriber');
    const other = await register(api, 'subscriber');
    const avatarId = await readyUpload(owner, 'avatar');

    const theirs = await putProfile(other, { avatarMediaId: avatarId });
    expect(theirs.status).toBe(400);
    expect(theirs.body.errors).toEqual([
      { field: 'avatarMediaId', message: expect.stringContaining('not found') },
    ]);
    expect((await putProfile(owner, { coverMediaId: avatarId })).status).toBe(400);

    const video = await uploadImage(
      owner,
      'avatar',
      new Uint8Array([0, 0, 0, 0x20, ...Buffer.from('ftypisom'), 0, 0, 2, 0]),
      'video/mp4',
      'video',
    );
    expect(video.status).toBe(400);
    expect(video.body.error).toBe(MESSAGES.profileImageOnlyImages);

    const linked = await putProfile(owner, { avatar: 'https://tracker.example/pixel.gif' });
    expect(linked.status).toBe(400);
    expect(linked.body.errors).toEqual([
      { field: 'avatar', message: 'Upload an image instead of linking one' },
    ]);
    const visitor = await fetch(`${stack.gatewayUrl}/api/upload?purpose=avatar`, {
      method: 'POST',
    });
    expect(visitor.status).toBe(401);
  });
});
