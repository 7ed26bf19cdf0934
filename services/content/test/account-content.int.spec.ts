import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiClient, type Call } from '../../../test/support/api-client';
import { KafkaProbe } from '../../../test/support/kafka-probe';
import { useStack } from '../../../test/support/stack';
import { type Actor, createAdmin, register } from './content-actors';

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
