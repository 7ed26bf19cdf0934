import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Actor, createAdmin, eventually, register } from '../../../test/support/actors';
import { apiClient, type Call } from '../../../test/support/api-client';
import { EventProducer } from '../../../test/support/event-producer';
import { useStack } from '../../../test/support/stack';

const events = new EventProducer((process.env.KAFKA_BROKERS ?? '127.0.0.1:9092').split(','));
const stack = useStack({ services: ['auth', 'content', 'messaging', 'admin'] });
let api: Call;
let admin: Actor;
let creator: Actor;
let fan: Actor;

interface QueueItem {
  id: string;
  kind: string;
  reason: string;
  severity: string;
  status: string;
  assigneeId: string | null;
  notes: Array<{ authorId: string; body: string }>;
  resolution: { action: string } | null;
  dueAt: string;
  createdAt: string;
}

const as = (actor: Actor) => ({ token: actor.token });

const queueOf = async (targetId: string, extra = '') =>
  (await api('GET', `/api/admin/reports?targetId=${targetId}${extra}`, undefined, as(admin))).body
    .data.items as QueueItem[];

const untilQueued = (targetId: string, count: number, extra = '') =>
  eventually(
    () => queueOf(targetId, extra),
    (items) => items.length >= count,
  );

const newPost = async (title: string) => {
  const created = await api(
    'POST',
    '/api/content',
    { title, body: 'Words', type: 'text', privacyLevel: 'public' },
    as(creator),
  );
  expect(created.status).toBe(201);
  expect(created.body.data.status).toBe('pending');
  return created.body.data.id as string;
};

const notificationsOf = async (actor: Actor) =>
  (await api('GET', '/api/notifications', undefined, as(actor))).body.data.items as Array<{
    title: string;
    body: string;
  }>;

beforeAll(async () => {
  api = apiClient(stack.gatewayUrl);
  await events.start();
  admin = await createAdmin(api, stack.env('auth'));
  creator = await register(api, 'creator');
  fan = await register(api, 'subscriber');
});

afterAll(() => events.stop());

describe('posts awaiting review', () => {
  it('lists a new post as a review and publishes it on bulk approval', async () => {
    const id = await newPost('Harbour at dawn');
    const [review] = await untilQueued(id, 1, '&kind=review');
    expect(review).toMatchObject({ kind: 'review', reason: 'awaiting_review', status: 'open' });

    const decided = await api(
      'POST',
      '/api/admin/reviews/bulk',
      { postIds: [id], action: 'approve' },
      as(admin),
    );
    expect(decided.status).toBe(200);
    expect(decided.body.data.results).toEqual([{ postId: id, ok: true }]);
    expect((await api('GET', `/api/content/${id}`, undefined, as(fan))).body.data.status).toBe(
      'published',
    );
    expect((await queueOf(id, '&kind=review'))[0]).toMatchObject({
      status: 'resolved',
      resolution: { action: 'approve' },
    });

    const again = await api(
      'POST',
      '/api/admin/reviews/bulk',
      { postIds: [id], action: 'reject', notes: 'Late' },
      as(admin),
    );
    expect(again.body.data.results[0]).toMatchObject({ postId: id, ok: false });
  });
});

describe('a report from the reporter to a decision', () => {
  it('queues, claims, notes and removes the post; the reporter and creator are told', async () => {
    const id = await newPost('Night market');
    await api('POST', '/api/admin/reviews/bulk', { postIds: [id], action: 'approve' }, as(admin));
    const reported = await api(
      'POST',
      `/api/content/${id}/report`,
      { reason: 'non_consent', description: 'That is me, I never agreed' },
      as(fan),
    );
    expect(reported.status).toBe(201);

    const [report] = await untilQueued(id, 1, '&kind=report');
    expect(report).toMatchObject({
      kind: 'report',
      reason: 'non_consent',
      severity: 'critical',
      status: 'open',
      reporterId: fan.id,
      description: 'That is me, I never agreed',
    });
    const dayMs = 86_400_000;
    expect(Date.parse(report.dueAt) - Date.parse(report.createdAt)).toBe(7 * dayMs);
    const critical = await api(
      'GET',
      '/api/admin/reports?status=open&limit=5',
      undefined,
      as(admin),
    );
    expect(critical.body.data.items[0].severity).toBe('critical');

    const claimed = await api('POST', `/api/admin/reports/${report.id}/claim`, {}, as(admin));
    expect(claimed.body.data).toMatchObject({ status: 'claimed', assigneeId: admin.id });
    const noted = await api(
      'POST',
      `/api/admin/reports/${report.id}/notes`,
      { body: 'Reporter is the person shown' },
      as(admin),
    );
    expect(noted.status).toBe(201);
    expect(noted.body.data.notes).toEqual([
      expect.objectContaining({ authorId: admin.id, body: 'Reporter is the person shown' }),
    ]);

    const resolved = await api(
      'POST',
      `/api/admin/reports/${report.id}/resolve`,
      { action: 'remove_content', notes: 'Shared without the consent of the person shown' },
      as(admin),
    );
    expect(resolved.status).toBe(200);
    expect(resolved.body.data).toMatchObject({
      status: 'resolved',
      resolution: { action: 'remove_content' },
    });
    expect((await api('GET', `/api/content/${id}`, undefined, as(fan))).status).toBe(404);
    const twice = await api(
      'POST',
      `/api/admin/reports/${report.id}/resolve`,
      { action: 'dismiss' },
      as(admin),
    );
    expect(twice.status).toBe(409);

    const told = await eventually(
      () => notificationsOf(fan),
      (items) => items.some((n) => n.title === 'Your report has been reviewed'),
    );
    expect(told.find((n) => n.title === 'Your report has been reviewed')?.body).toMatch(/acted/);
    const creatorTold = await eventually(
      () => notificationsOf(creator),
      (items) => items.some((n) => n.title === 'A moderator removed your content'),
    );
    expect(creatorTold.find((n) => n.title === 'A moderator removed your content')?.body).toMatch(
      /Shared without the consent/,
    );

    const appeal = (actor: Actor) =>
      api(
        'POST',
        '/api/support/report-appeals',
        { reportId: report.id, message: 'I have a signed release' },
        as(actor),
      );
    expect((await appeal(fan)).status).toBe(404);
    expect((await appeal(creator)).status).toBe(201);
    expect((await appeal(creator)).status).toBe(409);
  });

  it('keeps one item for a flagged event delivered twice', async () => {
    const contentId = randomUUID();
    const eventId = await events.send(
      'content.flagged',
      {
        contentId,
        creatorId: creator.id,
        flagId: `${contentId}:${fan.id}`,
        reason: 'spam',
        severity: 'low',
        flaggedBy: fan.id,
        flaggedAt: new Date().toISOString(),
      },
      contentId,
      2,
    );
    const [item] = await untilQueued(contentId, 1);
    expect(item).toMatchObject({ id: eventId, severity: 'low' });
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    expect(await queueOf(contentId)).toHaveLength(1);
  });
});

describe('who may use the queue', () => {
  it('answers 401 without a token and 403 to creators and subscribers', async () => {
    const routes: Array<[string, string, unknown]> = [
      ['GET', '/api/admin/reports', undefined],
      ['POST', '/api/admin/reports/any/claim', {}],
      ['POST', '/api/admin/reports/any/notes', { body: 'x' }],
      ['POST', '/api/admin/reports/any/resolve', { action: 'dismiss' }],
      ['POST', '/api/admin/reviews/bulk', { postIds: ['x'], action: 'approve' }],
    ];
    for (const [method, path, body] of routes) {
      expect((await api(method, path, body)).status).toBe(401);
      expect((await api(method, path, body, as(creator))).status).toBe(403);
      expect((await api(method, path, body, as(fan))).status).toBe(403);
    }
    expect(
      (await api('POST', '/api/support/report-appeals', { reportId: 'x', message: 'y' })).status,
    ).toBe(401);
  });
});
