import { MESSAGES } from '@tessera/rules';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiClient, type Call } from '../../../test/support/api-client';
import { KafkaProbe } from '../../../test/support/kafka-probe';
import { useStack } from '../../../test/support/stack';
import { NOT_AWAITING_MODERATION } from '../src/moderation/moderation.service';
import { CONTENT_NOT_FOUND } from '../src/posts/posts.service';
import { NOT_YOUR_CONTENT, SCHEDULE_IN_PAST } from '../src/publishing/post-editing.service';
import { type Actor, createAdmin, eventually, register } from './content-actors';

const probe = new KafkaProbe((process.env.KAFKA_BROKERS ?? '127.0.0.1:9092').split(','));
const stack = useStack({ services: ['auth', 'content'] });
let api: Call;
let creator: Actor;
let admin: Actor;

beforeAll(async () => {
  api = apiClient(stack.gatewayUrl);
  await probe.start([
    'content.published',
    'content.updated',
    'content.removed',
    'content.flagged',
    'content.resubmitted',
    'content.moderated',
    'content.engagement_changed',
  ]);
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
const moderate = (id: string, decision: 'approve' | 'reject', notes = '') =>
  api('POST', `/api/content/${id}/moderation`, { decision, notes }, { token: admin.token });
const read = (id: string, actor?: Actor) =>
  api('GET', `/api/content/${id}`, undefined, { token: actor?.token });
/** As if Redis had lost the service's data: its delayed jobs and timelines are gone. */
async function forgetRedisKeys(prefix: string) {
  const redis = new Redis(process.env.REDIS_URL ?? 'redis://127.0.0.1:6379');
  try {
    const keys = await redis.keys(`${prefix}:*`);
    if (keys.length > 0) await redis.del(...keys);
  } finally {
    redis.disconnect();
  }
}

const ofContent = (id: string) => (value: Record<string, unknown>) =>
  (value.data as { contentId?: string } | undefined)?.contentId === id;

describe('moderation', () => {
  it('holds a new post for review, seen by its creator only, until an admin approves it', async () => {
    const created = await post();
    expect(created.status).toBe(201);
    expect(created.body.data).toMatchObject({ status: 'pending', moderationStatus: 'pending' });
    const id = created.body.data.id;
    expect((await read(id)).status).toBe(404);
    expect((await read(id, creator)).body.data.status).toBe('pending');

    const queue = await api('GET', '/api/content/moderation/pending?limit=100', undefined, {
      token: admin.token,
    });
    expect(queue.body.data.items.map((item: { id: string }) => item.id)).toContain(id);
    expect(
      (await api('GET', '/api/content/moderation/pending', undefined, { token: creator.token }))
        .status,
    ).toBe(403);

    const approved = await moderate(id, 'approve', 'Fine');
    expect(approved.status).toBe(200);
    expect(approved.body.data).toMatchObject({ status: 'published', moderationStatus: 'approved' });
    expect((await read(id)).body.data.body).toBe('Words');
    await probe.waitFor('content.published', ofContent(id));
    const decided = await probe.waitFor('content.moderated', ofContent(id));
    expect(decided.value).toMatchObject({
      data: {
        creatorId: creator.id,
        title: 'Morning light',
        decision: 'approved',
        reason: 'Fine',
        status: 'published',
      },
    });
    expect((await moderate(id, 'approve')).body.error).toBe(NOT_AWAITING_MODERATION);
  });

  it('rejects with notes the creator sees; the post stays hidden', async () => {
    const id = (await post()).body.data.id;
    const rejected = await moderate(id, 'reject', 'Blurry');
    expect(rejected.body.data).toMatchObject({ status: 'rejected', moderationNotes: 'Blurry' });
    expect((await read(id)).status).toBe(404);
    expect((await read(id, creator)).body.data.moderationNotes).toBe('Blurry');
    const decided = await probe.waitFor('content.moderated', ofContent(id));
    expect(decided.value).toMatchObject({
      data: { decision: 'rejected', reason: 'Blurry', status: 'rejected' },
    });
  });
});

describe('edits after approval', () => {
  // A creator of its own, since every creator may post 10 times a day on the free plan.
  let author: Actor;
  beforeAll(async () => {
    author = await register(api, 'creator');
  });
  const edit = (id: string, body: Record<string, unknown>) =>
    api('PUT', `/api/content/${id}`, body, { token: author.token });
  const resubmitted = (id: string) =>
    probe.matching('content.resubmitted', ofContent(id)).map((record) => record.value);

  it('sends an approved post whose body changes back to review, out of view, and tells its creator', async () => {
    const id = (await post({ title: 'Reviewed words' }, author)).body.data.id;
    await moderate(id, 'approve');
    const retitled = await edit(id, { title: 'Still reviewed words', body: 'Words' });
    expect(retitled.body.data).toMatchObject({ status: 'published', moderationStatus: 'approved' });

    const edited = await edit(id, { body: 'Something else entirely', status: 'published' });
    expect(edited.status).toBe(200);
    expect(edited.body.data).toMatchObject({ status: 'pending', moderationStatus: 'pending' });
    expect((await read(id)).status).toBe(404);
    const listed = await api('GET', `/api/content?creatorId=${author.id}&limit=100`);
    expect(listed.body.data.items.map((item: { id: string }) => item.id)).not.toContain(id);
    await probe.waitFor('content.resubmitted', ofContent(id));
    expect(resubmitted(id)).toEqual([
      expect.objectContaining({
        data: expect.objectContaining({
          creatorId: author.id,
          title: 'Still reviewed words',
          status: 'pending',
          changed: ['body'],
        }),
      }),
    ]);

    expect((await moderate(id, 'approve')).body.data.status).toBe('published');
    expect((await read(id)).body.data.body).toBe('Something else entirely');
  });

  it('changes the price of a published post only through review', async () => {
    const id = (await post({ privacyLevel: 'subscribers', priceCents: 300 }, author)).body.data.id;
    await moderate(id, 'approve');
    const repriced = await edit(id, { priceCents: 100 });
    expect(repriced.body.data).toMatchObject({ status: 'pending', priceCents: 100 });
    expect((await read(id)).status).toBe(404);
    await probe.waitFor('content.resubmitted', ofContent(id));
    expect(resubmitted(id)[0]).toMatchObject({ data: { changed: ['priceCents'] } });
  });
});

describe('scheduled publishing', () => {
  it('publishes an approved post at its time, once', async () => {
    const at = new Date(Date.now() + 4_000);
    const id = (await post({ scheduledAt: at.toISOString() })).body.data.id;
    expect((await moderate(id, 'approve')).body.data.status).toBe('scheduled');
    expect((await read(id)).status).toBe(404);

    const published = await eventually(
      () => read(id),
      (answer) => answer.status === 200,
      20_000,
    );
    expect(published.body.data.status).toBe('published');
    const lateMs = new Date(published.body.data.publishedAt).getTime() - at.getTime();
    expect(lateMs).toBeLessThan(1_000);
    await probe.waitFor('content.published', ofContent(id));
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    expect(probe.matching('content.published', ofContent(id))).toHaveLength(1);
  });

  it('publishes a post whose time came while the service and its queue were gone', async () => {
    const first = await stack.startInstance('content', {});
    const direct = apiClient(first.url);
    const at = new Date(Date.now() + 3_000);
    const created = await direct(
      'POST',
      '/api/content',
      { title: 'While away', type: 'text', privacyLevel: 'public', scheduledAt: at.toISOString() },
      { token: creator.token },
    );
    const id = created.body.data.id;
    await direct(
      'POST',
      `/api/content/${id}/moderation`,
      { decision: 'approve' },
      { token: admin.token },
    );
    await first.stop();
    await forgetRedisKeys(first.env.CONTENT_REDIS_PREFIX);
    await new Promise((resolve) =>
      setTimeout(resolve, Math.max(0, at.getTime() - Date.now()) + 500),
    );

    const same = ['MONGO_DB', 'CONTENT_REDIS_PREFIX', 'KAFKA_GROUP_ID', 'KAFKA_CLIENT_ID'] as const;
    const second = await stack.startInstance(
      'content',
      Object.fromEntries(same.map((name) => [name, first.env[name]])),
    );
    try {
      const published = await eventually(
        () => apiClient(second.url)('GET', `/api/content/${id}`),
        (answer) => answer.status === 200,
        20_000,
      );
      expect(published.body.data.status).toBe('published');
    } finally {
      await second.stop();
    }
  });

  it('refuses a time in the past', async () => {
    const past = await post({ scheduledAt: new Date(Date.now() - 60_000).toISOString() });
    expect(past.status).toBe(400);
    expect(past.body.error).toBe(SCHEDULE_IN_PAST);
  });
});

describe('ownership and roles', () => {
  it('lets only creators post, with the spec message', async () => {
    const fan = await register(api, 'subscriber');
    const refused = await post({}, fan);
    expect(refused.status).toBe(403);
    expect(refused.body.error).toBe(MESSAGES.onlyCreatorsUpload);
    expect((await api('POST', '/api/content', { title: 'x', type: 'text' })).status).toBe(401);
  });

  it("refuses another creator's edit and delete, and lets the owner remove a post for good", async () => {
    const id = (await post()).body.data.id;
    await moderate(id, 'approve');
    const rival = await register(api, 'creator');
    const edit = await api(
      'PUT',
      `/api/content/${id}`,
      { title: 'Mine now' },
      { token: rival.token },
    );
    expect(edit.status).toBe(403);
    expect(edit.body.error).toBe(NOT_YOUR_CONTENT);
    expect(
      (await api('DELETE', `/api/content/${id}`, undefined, { token: rival.token })).status,
    ).toBe(403);

    const renamed = await api(
      'PUT',
      `/api/content/${id}`,
      { title: 'Evening light' },
      { token: creator.token },
    );
    expect(renamed.body.data.title).toBe('Evening light');
    await probe.waitFor(
      'content.updated',
      (value) =>
        ofContent(id)(value) && (value.data as { title: string }).title === 'Evening light',
    );

    expect(
      (await api('DELETE', `/api/content/${id}`, undefined, { token: creator.token })).status,
    ).toBe(200);
    expect((await read(id, creator)).status).toBe(404);
    expect((await read(id)).body.error).toBe(CONTENT_NOT_FOUND);
    await probe.waitFor('content.removed', ofContent(id));
  });

  it('archives a published post out of every listing, and lists drafts only to their creator', async () => {
    const id = (await post({ title: 'To archive' })).body.data.id;
    await moderate(id, 'approve');
    const archived = await api(
      'PUT',
      `/api/content/${id}`,
      { status: 'archived' },
      { token: creator.token },
    );
    expect(archived.body.data.status).toBe('archived');
    const draft = (await post({ title: 'Unfinished', saveAsDraft: true })).body.data;
    expect(draft.status).toBe('draft');

    const mine = await api('GET', `/api/content?creatorId=${creator.id}&limit=100`, undefined, {
      token: creator.token,
    });
    const statuses = new Map(
      mine.body.data.items.map((item: { id: string; status: string }) => [item.id, item.status]),
    );
    expect(statuses.get(id)).toBe('archived');
    expect(statuses.get(draft.id)).toBe('draft');
    const public_ = await api('GET', `/api/content?creatorId=${creator.id}&limit=100`);
    const ids = public_.body.data.items.map((item: { id: string }) => item.id);
    expect(ids).not.toContain(id);
    expect(ids).not.toContain(draft.id);
    expect(
      public_.body.data.items.every((item: { status: string }) => item.status === 'published'),
    ).toBe(true);
  });
});

describe('engagement and reports', () => {
  it('counts a like once per viewer and reports a post to moderation as content.flagged', async () => {
    const id = (await post()).body.data.id;
    await moderate(id, 'approve');
    const fan = await register(api, 'subscriber');
    const like = () => api('POST', `/api/content/${id}/like`, undefined, { token: fan.token });
    expect((await like()).body.data).toEqual({ liked: true, likesCount: 1 });
    expect((await like()).body.data).toEqual({ liked: true, likesCount: 1 });
    expect((await read(id, fan)).body.data.viewer).toEqual({ liked: true, bookmarked: false });

    const comment = await api(
      'POST',
      `/api/content/${id}/comments`,
      { text: 'Lovely' },
      { token: fan.token },
    );
    expect(comment.status).toBe(201);
    const comments = await api('GET', `/api/content/${id}/comments`);
    expect(comments.body.data.items[0]).toMatchObject({ text: 'Lovely', author: { id: fan.id } });

    const report = () =>
      api(
        'POST',
        `/api/content/${id}/report`,
        { reason: 'spam', description: 'Ads' },
        { token: fan.token },
      );
    expect((await report()).status).toBe(201);
    expect((await report()).status).toBe(201);
    await probe.waitFor('content.flagged', ofContent(id));
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    expect(probe.matching('content.flagged', ofContent(id))).toHaveLength(1);
  });
});

describe('engagement counters', () => {
  it('publishes the counters after every like, unlike, comment and view, and none for a repeat', async () => {
    const author = await register(api, 'creator');
    const id = (await post({ title: 'Counted' }, author)).body.data.id;
    await moderate(id, 'approve');
    const fan = await register(api, 'subscriber');
    const as = { token: fan.token };
    expect((await api('POST', `/api/content/${id}/like`, undefined, as)).status).toBe(200);
    expect((await api('POST', `/api/content/${id}/like`, undefined, as)).status).toBe(200);
    expect((await api('DELETE', `/api/content/${id}/like`, undefined, as)).status).toBe(200);
    expect((await api('DELETE', `/api/content/${id}/like`, undefined, as)).status).toBe(200);
    const comment = await api('POST', `/api/content/${id}/comments`, { text: 'Nice' }, as);
    expect(comment.status).toBe(201);
    expect((await api('POST', `/api/content/${id}/view`, undefined, as)).status).toBe(200);
    expect((await api('POST', `/api/content/${id}/view`, undefined, as)).status).toBe(200);
    expect((await api('POST', `/api/content/${id}/like`, undefined, as)).status).toBe(200);

    const last = (value: Record<string, unknown>) =>
      ofContent(id)(value) &&
      (value.data as { likesCount: number }).likesCount === 1 &&
      (value.data as { viewsCount: number }).viewsCount === 1;
    await probe.waitFor('content.engagement_changed', last);
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    const records = probe.matching('content.engagement_changed', ofContent(id));
    expect(records.every((record) => record.key === id)).toBe(true);
    const events = records.map((record) => record.value as { data: Record<string, unknown> });
    expect(
      events.map(({ data }) => [data.likesCount, data.commentsCount, data.viewsCount]),
    ).toEqual([
      [1, 0, 0],
      [0, 0, 0],
      [0, 1, 0],
      [0, 1, 1],
      [1, 1, 1],
    ]);
    expect(events[0].data).toMatchObject({ contentId: id, creatorId: author.id });
    const times = events.map(({ data }) => Date.parse(data.changedAt as string));
    expect(times).toEqual([...times].sort((a, b) => a - b));
    expect((await read(id)).body.data).toMatchObject({
      likesCount: 1,
      commentsCount: 1,
      viewsCount: 1,
    });
  });
});

describe('engagement counters under concurrent likes', () => {
  it('gives every like its own event with the count it made, the last one the stored count', async () => {
    const id = (await post({ title: 'Popular' }, await register(api, 'creator'))).body.data.id;
    await moderate(id, 'approve');
    const fans = await Promise.all(Array.from({ length: 8 }, () => register(api, 'subscriber')));
    const likes = await Promise.all(
      fans.map((fan) => api('POST', `/api/content/${id}/like`, undefined, { token: fan.token })),
    );
    expect(likes.map((like) => like.status)).toEqual(fans.map(() => 200));
    const counts = (value: Record<string, unknown>) =>
      (value.data as { likesCount: number }).likesCount;
    await probe.waitFor(
      'content.engagement_changed',
      (value) => ofContent(id)(value) && counts(value) === 8,
    );
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    const events = probe.matching('content.engagement_changed', ofContent(id));
    expect(events.map((record) => counts(record.value as Record<string, unknown>))).toEqual([
      1, 2, 3, 4, 5, 6, 7, 8,
    ]);
    expect((await read(id)).body.data.likesCount).toBe(8);
  });
});

describe('views', () => {
  const view = (id: string, headers: Record<string, string> = {}, actor?: Actor) =>
    api('POST', `/api/content/${id}/view`, undefined, { token: actor?.token, headers });

  it('counts a visitor once a day however often they view, and each viewer once', async () => {
    const id = (await post({ title: 'Watched' }, await register(api, 'creator'))).body.data.id;
    await moderate(id, 'approve');
    const visitor = { 'user-agent': 'Visitor browser 1.0' };
    for (let index = 0; index < 20; index += 1) {
      expect((await view(id, visitor)).body.data).toEqual({ viewsCount: 1 });
    }
    expect((await view(id, { 'user-agent': 'Another browser 2.0' })).body.data.viewsCount).toBe(2);
    const fan = await register(api, 'subscriber');
    expect((await view(id, visitor, fan)).body.data.viewsCount).toBe(3);
    expect((await view(id, visitor, fan)).body.data.viewsCount).toBe(3);
    expect((await read(id)).body.data.viewsCount).toBe(3);
  });
});

describe('hostile input', () => {
  it('answers 400 with the reason and stores nothing', async () => {
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ title: '' }, 'Title is required'],
      [{ title: 'x'.repeat(201) }, 'Must be at most 200 characters'],
      [{ title: 'Bell\u0007' }, 'Must not contain control characters'],
      [{ privacyLevel: 'everyone' }, ''],
      [{ type: 'photo' }, 'A photo or video post needs at least one file'],
      [{ mediaIds: ['../../etc/passwd'] }, 'Invalid id'],
      [{ priceCents: 12.5 }, ''],
      [{ tags: Array.from({ length: 21 }, (_, index) => `t${index}`) }, 'At most 20 tags'],
      [{ folderId: 'nope' }, 'Folder not found'],
    ];
    const before = await api('GET', `/api/content?creatorId=${creator.id}&limit=100`, undefined, {
      token: creator.token,
    });
    for (const [body, message] of cases) {
      const answer = await post(body);
      expect(answer.status, JSON.stringify(body)).toBe(400);
      if (message) expect(JSON.stringify(answer.body), JSON.stringify(body)).toContain(message);
    }
    const after = await api('GET', `/api/content?creatorId=${creator.id}&limit=100`, undefined, {
      token: creator.token,
    });
    expect(after.body.data.total).toBe(before.body.data.total);
    expect((await read('a/b')).status).toBe(404);
    expect((await read('bad id!')).status).toBe(400);
    expect((await api('GET', '/api/content?limit=1000')).status).toBe(400);
  });
});
