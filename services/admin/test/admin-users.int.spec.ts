import { randomBytes, randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Actor, createAdmin, eventually } from '../../../test/support/actors';
import { apiClient, type Call, newUser } from '../../../test/support/api-client';
import { EventProducer } from '../../../test/support/event-producer';
import { linkToken, waitForMail } from '../../../test/support/mail-box';
import { useStack } from '../../../test/support/stack';

const events = new EventProducer((process.env.KAFKA_BROKERS ?? '127.0.0.1:9092').split(','));
const stack = useStack({ services: ['auth', 'admin'] });
/** A prefix no other run uses, so searches here find only this file's accounts. */
const marker = `zq${randomBytes(3).toString('hex')}`;

let api: Call;
let admin: Actor;
type Member = Awaited<ReturnType<typeof registerMarked>>;
let creator: Member;
let subscriber: Member;

async function registerMarked(role: 'creator' | 'subscriber', name: string) {
  const input = newUser({ role, displayName: `${marker} ${name}` });
  const registered = await api('POST', '/api/auth/register', input);
  expect(registered.status).toBe(201);
  const { user, token } = registered.body.data;
  return { id: user.id, token, username: user.username, email: input.email, input };
}

const asAdmin = (method: string, path: string, body?: unknown) =>
  api(method, path, body, { token: admin.token });

const userOf = async (id: string) => (await asAdmin('GET', `/api/admin/users/${id}`)).body.data;

const listed = (query: string) => asAdmin('GET', `/api/admin/users?q=${marker}&${query}`);
const idsOf = (result: { body: { data: { items: Array<{ id: string }> } } }) =>
  result.body.data.items.map((item) => item.id).sort();

beforeAll(async () => {
  api = apiClient(stack.gatewayUrl);
  await events.start();
  admin = await createAdmin(api, stack.env('auth'));
  creator = await registerMarked('creator', 'Painter');
  subscriber = await registerMarked('subscriber', 'Collector');
  const { email, password } = subscriber.input;
  expect((await api('POST', '/api/auth/login', { email, password })).status).toBe(200);
});

afterAll(async () => {
  await events.stop();
});

describe('the users read model', () => {
  it('shows registered accounts, their posts and spending, once per event', async () => {
    const contentId = randomUUID();
    await events.send(
      'content.published',
      {
        contentId,
        creatorId: creator.id,
        title: 'Harbour at dawn',
        description: '',
        type: 'photo',
        privacyLevel: 'public',
        isPublic: true,
        tags: [],
        category: 'Photography',
        status: 'published',
        publishedAt: new Date().toISOString(),
      },
      contentId,
      2,
    );
    const tip = {
      tipId: randomUUID(),
      creatorId: creator.id,
      subscriberId: subscriber.id,
      amountCents: 500,
      currency: 'usd',
      message: 'Lovely',
      revoked: false,
      changedAt: new Date().toISOString(),
    };
    await events.send('tip.sent', tip, subscriber.id, 2);

    const painter = await eventually(
      () => userOf(creator.id),
      // The tally and the timeline entry are two writes: wait until both are in.
      (data) => data?.user?.createdContentCount === 1 && data.timeline?.[0]?.kind === 'post',
    );
    expect(painter.user).toMatchObject({
      id: creator.id,
      email: creator.email,
      username: creator.username,
      role: 'creator',
      status: 'active',
      createdContentCount: 1,
      location: null,
    });
    expect(painter.timeline[0]).toMatchObject({
      kind: 'post',
      summary: 'Published Harbour at dawn',
    });

    const collector = await eventually(
      () => userOf(subscriber.id),
      (data) =>
        data?.user?.totalSpent === 500 &&
        data.timeline?.some((entry: { kind: string }) => entry.kind === 'payment'),
    );
    expect(collector.user.totalSpent).toBe(500);
    expect(collector.user.lastActiveAt).not.toBeNull();
    expect(collector.timeline.map((entry: { kind: string }) => entry.kind)).toEqual(
      expect.arrayContaining(['payment', 'sign_in']),
    );

    await events.send(
      'tip.sent',
      { ...tip, revoked: true, changedAt: new Date().toISOString() },
      subscriber.id,
    );
    const refunded = await eventually(
      () => userOf(subscriber.id),
      (data) => data?.user?.totalSpent === 0,
    );
    expect(refunded.user.totalSpent).toBe(0);
  });

  it('finds users by the start of a name, username or email, with filters and a total', async () => {
    const both = await eventually(
      () => listed('limit=10'),
      (result) => result.body.data?.total === 2,
    );
    expect(idsOf(both)).toEqual([creator.id, subscriber.id].sort());

    const creators = await listed('role=creator');
    expect(idsOf(creators)).toEqual([creator.id]);
    const byEmail = await asAdmin(
      'GET',
      `/api/admin/users?q=${encodeURIComponent(subscriber.email.toUpperCase())}`,
    );
    expect(idsOf(byEmail)).toContain(subscriber.id);
    const unverified = await listed('verificationStatus=verified');
    expect(unverified.body.data.total).toBe(0);
    const paged = await listed('limit=1&page=2');
    expect(paged.body.data).toMatchObject({ page: 2, limit: 1, total: 2 });
    expect(paged.body.data.items).toHaveLength(1);

    const bad = await asAdmin('GET', '/api/admin/users?status=sleeping');
    expect(bad.status).toBe(400);
  });
});

describe('suspension, appeal and reinstatement', () => {
  it('suspends through auth, mails the reason with an appeal link, and takes one appeal', async () => {
    const changed = await asAdmin('PUT', `/api/admin/users/${subscriber.id}/status`, {
      status: 'suspended',
      reason: 'Repeated spam in comments',
    });
    expect(changed.status).toBe(200);
    expect(changed.body.data).toEqual({
      userId: subscriber.id,
      role: 'subscriber',
      status: 'suspended',
      previousStatus: 'active',
      changed: true,
    });

    const mail = await waitForMail(subscriber.email, /suspended/);
    expect(mail.text).toContain('Repeated spam in comments');
    const token = linkToken(mail);

    const suspended = await eventually(
      () => listed('status=suspended'),
      (result) => result.body.data?.total === 1,
    );
    expect(idsOf(suspended)).toEqual([subscriber.id]);

    const appeal = await api('POST', '/api/support/appeals', { token, message: 'It was my cat' });
    expect(appeal.status).toBe(201);
    const again = await api('POST', '/api/support/appeals', { token, message: 'Please' });
    expect(again.status).toBe(409);
    expect(again.body.error).toBe('You have already appealed this decision');
    const forged = await api('POST', '/api/support/appeals', {
      token: randomBytes(32).toString('base64url'),
      message: 'Let me in',
    });
    expect(forged.status).toBe(404);

    const open = await asAdmin('GET', '/api/admin/appeals?status=open&limit=100');
    const mine = open.body.data.items.find(
      (item: { userId: string }) => item.userId === subscriber.id,
    );
    expect(mine).toMatchObject({
      appealedStatus: 'suspended',
      statusReason: 'Repeated spam in comments',
      message: 'It was my cat',
      state: 'open',
    });

    const decided = await asAdmin('POST', `/api/admin/appeals/${mine.id}/decision`, {
      decision: 'reinstate',
      notes: 'The cat has been spoken to',
    });
    expect(decided.status).toBe(200);
    expect(decided.body.data.state).toBe('reinstated');
    await waitForMail(subscriber.email, /active again/);
    const active = await eventually(
      () => userOf(subscriber.id),
      (data) => data?.user?.status === 'active',
    );
    expect(active.user.status).toBe('active');
    const twice = await asAdmin('POST', `/api/admin/appeals/${mine.id}/decision`, {
      decision: 'uphold',
      notes: 'Second thoughts',
    });
    expect(twice.status).toBe(409);
  });

  it("refuses an admin's status and an unknown user", async () => {
    const ofAdmin = await asAdmin('PUT', `/api/admin/users/${admin.id}/status`, {
      status: 'banned',
      reason: 'No',
    });
    expect(ofAdmin.status).toBe(409);
    const unknown = await asAdmin('PUT', `/api/admin/users/nobody-${marker}/status`, {
      status: 'banned',
      reason: 'No',
    });
    expect(unknown.status).toBe(404);
    const noReason = await asAdmin('PUT', `/api/admin/users/${creator.id}/status`, {
      status: 'banned',
      reason: ' ',
    });
    expect(noReason.status).toBe(400);
  });

  it('keeps moderation notes', async () => {
    const edited = await asAdmin('PUT', `/api/admin/users/${creator.id}`, {
      moderationNotes: 'Watch the comments',
    });
    expect(edited.status).toBe(200);
    expect((await userOf(creator.id)).user.moderationNotes).toBe('Watch the comments');
  });
});

describe('bulk actions', () => {
  it('previews without changing anything', async () => {
    const preview = await asAdmin('POST', '/api/admin/users/bulk', {
      userIds: [creator.id, admin.id, `nobody-${marker}`],
      action: 'ban',
      reason: 'Spam ring',
      preview: true,
    });
    expect(preview.status).toBe(200);
    expect(preview.body.data.preview).toBe(true);
    expect(preview.body.data.outcomes.map((o: { outcome: string }) => o.outcome)).toEqual([
      'would_change',
      'skipped',
      'skipped',
    ]);
    expect((await userOf(creator.id)).user.status).toBe('active');
  });

  it('applies each change and answers per user', async () => {
    const applied = await asAdmin('POST', '/api/admin/users/bulk', {
      userIds: [creator.id],
      action: 'ban',
      reason: 'Spam ring',
    });
    expect(applied.body.data.outcomes[0]).toMatchObject({ outcome: 'changed', status: 'banned' });
    const banned = await eventually(
      () => userOf(creator.id),
      (data) => data?.user?.status === 'banned',
    );
    expect(banned.user.flaggedReasons).toEqual(['Spam ring']);
  });
});

describe('the overview', () => {
  it('counts users by status, registrations per day and what waits', async () => {
    const overview = await asAdmin('GET', '/api/admin/overview');
    expect(overview.status).toBe(200);
    expect(overview.body.data.usersByStatus.banned).toBeGreaterThanOrEqual(1);
    expect(overview.body.data.newUsersPerDay).toHaveLength(30);
    expect(overview.body.data.newUsersPerDay.at(-1).count).toBeGreaterThanOrEqual(3);
    // The queues are platform-wide, and the tier's other files fill them on the shared stack.
    const { openReports, postsAwaitingReview, pendingVerifications, openTickets } =
      overview.body.data;
    for (const count of [openReports, postsAwaitingReview, pendingVerifications, openTickets]) {
      expect(Number.isInteger(count) && count >= 0).toBe(true);
    }
  });
});

describe('who may use the admin user routes', () => {
  const routes: Array<[string, string, unknown?]> = [
    ['GET', '/api/admin/overview'],
    ['GET', '/api/admin/users'],
    ['GET', '/api/admin/users/someone'],
    ['PUT', '/api/admin/users/someone/status', { status: 'banned', reason: 'x' }],
    ['PUT', '/api/admin/users/someone', { moderationNotes: 'x' }],
    ['POST', '/api/admin/users/bulk', { userIds: ['someone'], action: 'ban', reason: 'x' }],
    ['GET', '/api/admin/appeals'],
    ['POST', `/api/admin/appeals/${randomUUID()}/decision`, { decision: 'uphold', notes: 'x' }],
  ];

  it('answers 401 without a token and 403 to creators and subscribers', async () => {
    const member = await registerMarked('subscriber', 'Bystander');
    const maker = await registerMarked('creator', 'Maker');
    for (const [method, path, body] of routes) {
      expect((await api(method, path, body)).status, `${method} ${path}`).toBe(401);
      for (const actor of [member, maker]) {
        const result = await api(method, path, body, { token: actor.token });
        expect(result.status, `${method} ${path} as ${actor.username}`).toBe(403);
      }
    }
  });
});
