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
  targetType: string;
  targetId: string;
  creatorId: string | null;
  reporterId: string | null;
  reason: string;
  status: string;
  evidence: { conversationId: string; text: string; mediaIds: string[] } | null;
}

const as = (actor: Actor) => ({ token: actor.token });

const queueOf = async (targetId: string) =>
  (await api('GET', `/api/admin/reports?targetId=${targetId}`, undefined, as(admin))).body.data
    .items as QueueItem[];

const untilQueued = (targetId: string, count = 1) =>
  eventually(
    () => queueOf(targetId),
    (items) => items.length >= count,
  );

const notificationTitles = async (actor: Actor) =>
  (
    (await api('GET', '/api/notifications', undefined, as(actor))).body.data.items as Array<{
      title: string;
    }>
  ).map((notification) => notification.title);

const resolve = (id: string, action: string, notes = '') =>
  api('POST', `/api/admin/reports/${encodeURIComponent(id)}/resolve`, { action, notes }, as(admin));

const appeal = (reportId: string) =>
  api(
    'POST',
    '/api/support/report-appeals',
    { reportId, message: 'Please look again' },
    as(creator),
  );

const decideAppeal = (reportId: string, decision: string) =>
  api(
    'POST',
    `/api/admin/report-appeals/${encodeURIComponent(reportId)}/decision`,
    { decision, notes: 'Looked again' },
    as(admin),
  );

/** A direct conversation the creator opens with the fan, once messaging knows them both. */
async function conversationWithFan(): Promise<string> {
  const opened = await eventually(
    () =>
      api(
        'POST',
        '/api/messages/conversations',
        { type: 'direct', participantId: fan.id },
        as(creator),
      ),
    (result) => result.status === 201,
  );
  expect(opened.status).toBe(201);
  return opened.body.data.id as string;
}

const messagesOf = async (actor: Actor, conversationId: string) =>
  (await api('GET', `/api/messages/conversations/${conversationId}/messages`, undefined, as(actor)))
    .body.data.items as Array<{ id: string; content: string; deletedAt: string | null }>;

beforeAll(async () => {
  api = apiClient(stack.gatewayUrl);
  await events.start();
  admin = await createAdmin(api, stack.env('auth'));
  creator = await register(api, 'creator');
  fan = await register(api, 'subscriber');
});

afterAll(() => events.stop());

describe('reporting a user', () => {
  it('queues the report once, refuses a repeat and oneself, and takes user actions only', async () => {
    const report = (actor: Actor, userId: string) =>
      api(
        'POST',
        `/api/users/${userId}/report`,
        { reason: 'harassment', description: 'Insults in every comment' },
        as(actor),
      );
    expect((await report(fan, creator.id)).status).toBe(201);
    const twice = await report(fan, creator.id);
    expect(twice.status).toBe(409);
    expect(twice.body.error).toMatch(/already reported this account/);
    expect((await report(fan, fan.id)).status).toBe(400);
    expect(
      (await api('POST', `/api/users/${creator.id}/report`, { reason: 'nonsense' }, as(fan)))
        .status,
    ).toBe(400);

    const [item] = await untilQueued(creator.id);
    expect(item).toMatchObject({
      targetType: 'user',
      targetId: creator.id,
      creatorId: creator.id,
      reporterId: fan.id,
      reason: 'harassment',
      status: 'open',
      evidence: null,
    });
    expect((await resolve(item.id, 'remove_content')).status).toBe(400);
    const warned = await resolve(item.id, 'warn_creator', 'Keep it civil');
    expect(warned.status).toBe(200);
    await eventually(
      () => notificationTitles(creator),
      (titles) => titles.includes('A moderator has warned you'),
    );
  });
});

describe('reporting a message', () => {
  it('keeps the evidence, removes the message, and an overturned appeal restores it', async () => {
    const conversationId = await conversationWithFan();
    const sent = await api(
      'POST',
      `/api/messages/conversations/${conversationId}/messages`,
      { content: 'Pay me or I post your photos' },
      as(creator),
    );
    expect(sent.status).toBe(201);
    const messageId = sent.body.data.id as string;

    const report = (actor: Actor) =>
      api('POST', `/api/messages/${messageId}/report`, { reason: 'harassment' }, as(actor));
    expect((await report(creator)).status).toBe(400);
    expect((await report(fan)).status).toBe(201);
    expect((await report(fan)).status).toBe(409);
    const outsider = await register(api, 'subscriber');
    expect((await report(outsider)).status).toBe(404);

    const [item] = await untilQueued(messageId);
    expect(item).toMatchObject({
      targetType: 'message',
      creatorId: creator.id,
      evidence: { conversationId, text: 'Pay me or I post your photos', mediaIds: [] },
    });
    expect((await resolve(item.id, 'ban_user')).status).toBe(400);
    expect((await resolve(item.id, 'remove_message', 'Threats')).status).toBe(200);
    const removed = (await messagesOf(fan, conversationId)).find((m) => m.id === messageId);
    expect(removed?.deletedAt).not.toBeNull();
    expect(removed?.content).not.toMatch(/photos/);
    expect((await queueOf(messageId))[0].evidence?.text).toBe('Pay me or I post your photos');

    expect((await appeal(item.id)).status).toBe(201);
    const pending = await api(
      'GET',
      '/api/admin/report-appeals?status=pending',
      undefined,
      as(admin),
    );
    expect(pending.status).toBe(200);
    expect(pending.body.data.items.map((a: { reportId: string }) => a.reportId)).toContain(item.id);
    const overturned = await decideAppeal(item.id, 'overturn');
    expect(overturned.status).toBe(200);
    expect(overturned.body.data).toMatchObject({ status: 'overturned', action: 'remove_message' });
    expect((await decideAppeal(item.id, 'uphold')).status).toBe(409);
    const restored = (await messagesOf(fan, conversationId)).find((m) => m.id === messageId);
    expect(restored).toMatchObject({ content: 'Pay me or I post your photos', deletedAt: null });
  });
});

describe('an appeal of a removed post', () => {
  it('brings the post back when overturned, and the creator is told', async () => {
    const created = await api(
      'POST',
      '/api/content',
      { title: 'Quay at noon', body: 'Words', type: 'text', privacyLevel: 'public' },
      as(creator),
    );
    const postId = created.body.data.id as string;
    await api(
      'POST',
      '/api/admin/reviews/bulk',
      { postIds: [postId], action: 'approve' },
      as(admin),
    );
    const reported = await api(
      'POST',
      `/api/content/${postId}/report`,
      { reason: 'copyright' },
      as(fan),
    );
    expect(reported.status).toBe(201);
    // The post's review is queued too; wait for the fan's report itself.
    const queued = await eventually(
      () => queueOf(postId),
      (items) => items.some((item) => item.reporterId === fan.id),
    );
    const report = queued.find((item) => item.reporterId === fan.id);
    if (!report) throw new Error('the report did not reach the queue');
    expect((await resolve(report.id, 'remove_content', 'Not your photo')).status).toBe(200);
    expect((await api('GET', `/api/content/${postId}`, undefined, as(fan))).status).toBe(404);

    expect((await appeal(report.id)).status).toBe(201);
    expect((await decideAppeal(report.id, 'overturn')).status).toBe(200);
    const back = await api('GET', `/api/content/${postId}`, undefined, as(fan));
    expect(back.status).toBe(200);
    expect(back.body.data.title).toBe('Quay at noon');
    await eventually(
      () => notificationTitles(creator),
      (titles) => titles.includes('Your appeal was accepted'),
    );
    const decided = await api(
      'GET',
      '/api/admin/report-appeals?status=overturned',
      undefined,
      as(admin),
    );
    expect(decided.body.data.items.map((a: { reportId: string }) => a.reportId)).toContain(
      report.id,
    );
  });
});

describe('the report.submitted consumer', () => {
  it('keeps one item for an event delivered twice', async () => {
    const targetId = randomUUID();
    await events.send(
      'report.submitted',
      {
        reportId: `${targetId}:${fan.id}`,
        targetType: 'user',
        targetId,
        accusedId: targetId,
        reporterId: fan.id,
        reason: 'spam',
        reportedAt: new Date().toISOString(),
      },
      targetId,
      2,
    );
    const [item] = await untilQueued(targetId);
    expect(item).toMatchObject({ id: `user:${targetId}:${fan.id}`, targetType: 'user' });
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    expect(await queueOf(targetId)).toHaveLength(1);
  });
});

describe('who may decide appeals', () => {
  it('answers 401 without a token and 403 to creators and subscribers', async () => {
    const routes: Array<[string, string, unknown]> = [
      ['GET', '/api/admin/report-appeals', undefined],
      ['POST', '/api/admin/report-appeals/any/decision', { decision: 'uphold' }],
    ];
    for (const [method, path, body] of routes) {
      expect((await api(method, path, body)).status).toBe(401);
      expect((await api(method, path, body, as(creator))).status).toBe(403);
      expect((await api(method, path, body, as(fan))).status).toBe(403);
    }
    expect((await api('POST', `/api/users/${creator.id}/report`, { reason: 'spam' })).status).toBe(
      401,
    );
  });
});
