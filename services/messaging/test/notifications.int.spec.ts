import { randomUUID } from 'node:crypto';
import type { Socket } from 'socket.io-client';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { apiClient, type Call, newUser } from '../../../test/support/api-client';
import { EventProducer } from '../../../test/support/event-producer';
import { waitForMail } from '../../../test/support/mail-box';
import { useStack } from '../../../test/support/stack';
import {
  type Actor,
  connected,
  connectSocket,
  eventually,
  messagingApi,
  nextEvent,
  register,
} from './messaging-actors';

interface NotificationView {
  id: string;
  type: string;
  title: string;
  body: string;
  isRead: boolean;
  actorId: string | null;
  contentId: string | null;
  conversationId: string | null;
}

const brokers = (process.env.KAFKA_BROKERS ?? '127.0.0.1:9092').split(',');
const catcherUrl = process.env.MAIL_CATCHER_URL ?? 'http://127.0.0.1:1080';
const events = new EventProducer(brokers);
const stack = useStack({ services: ['auth', 'messaging'] });
let api: Call;
let messaging: ReturnType<typeof messagingApi>;
const sockets: Socket[] = [];

beforeAll(async () => {
  api = apiClient(stack.gatewayUrl);
  messaging = messagingApi(api);
  await events.start();
});

afterAll(() => events.stop());

afterEach(() => {
  for (const socket of sockets.splice(0)) socket.disconnect();
});

const call = (actor: Actor, method: string, path = '', body?: unknown) =>
  api(method, `/api/notifications${path}`, body, { token: actor.token });

/** A creator whose email address the test knows, once messaging has taken in their account. */
async function creatorWithEmail(): Promise<Actor & { email: string }> {
  const input = newUser({ role: 'creator' });
  const registered = await api('POST', '/api/auth/register', input);
  expect(registered.status).toBe(201);
  const { user, token } = registered.body.data;
  return { id: user.id, token, username: user.username, email: input.email };
}

async function notificationsOf(actor: Actor): Promise<NotificationView[]> {
  const listed = await call(actor, 'GET', '?limit=100');
  expect(listed.status).toBe(200);
  return listed.body.data.items;
}

/** Waits until `actor` has a notification `match` accepts, and returns all of theirs. */
async function awaitNotification(actor: Actor, match: (item: NotificationView) => boolean) {
  const items = await eventually(
    () => notificationsOf(actor),
    (list) => list.some(match),
  );
  expect(items.some(match)).toBe(true);
  return items;
}

const money = { amountCents: 500, currency: 'USD', revoked: false };

function tip(creatorId: string, subscriberId: string, message = 'Thanks for the posts') {
  return {
    tipId: randomUUID(),
    creatorId,
    subscriberId,
    message,
    changedAt: new Date().toISOString(),
    ...money,
  };
}

/**
 * Mails to `email` sent by this file's stack: every running stack consumes the shared topics, so
 * another one may mail the same notification, with links to its own web address.
 */
async function mailsTo(email: string): Promise<Array<{ subject: string; text: string }>> {
  const response = await fetch(`${catcherUrl}/messages?to=${encodeURIComponent(email)}`);
  const mails = (await response.json()) as Array<{ subject: string; text: string }>;
  return mails.filter((mail) => mail.text.includes(stack.gatewayUrl));
}

async function open(actor: Actor): Promise<Socket> {
  const socket = connectSocket(stack.gatewayUrl, actor);
  sockets.push(socket);
  await connected(socket);
  return socket;
}

describe('notifications from events', () => {
  it('notifies the creator of each kind of fact, never of their own action', async () => {
    const creator = await register(api, 'creator');
    const fan = await register(api, 'subscriber');
    const peer = await register(api, 'creator');
    const now = new Date().toISOString();
    const post = { contentId: randomUUID(), creatorId: creator.id, postTitle: 'Sunset series' };

    await events.send(
      'subscription.created',
      {
        subscriptionId: randomUUID(),
        subscriberId: fan.id,
        creatorId: creator.id,
        tierId: 'tier-gold',
        status: 'active',
        currentPeriodStart: now,
        currentPeriodEnd: new Date(Date.now() + 30 * 86_400_000).toISOString(),
      },
      fan.id,
    );
    await events.send('tip.sent', tip(creator.id, fan.id), creator.id);
    await events.send(
      'tip.sent',
      { ...tip(creator.id, fan.id, 'refunded'), revoked: true },
      creator.id,
    );
    await events.send(
      'content.unlocked',
      {
        unlockId: randomUUID(),
        contentId: post.contentId,
        creatorId: creator.id,
        subscriberId: fan.id,
        changedAt: now,
        ...money,
      },
      post.contentId,
    );
    const published = {
      contentId: post.contentId,
      creatorId: creator.id,
      title: post.postTitle,
      description: '',
      type: 'photo' as const,
      privacyLevel: 'public' as const,
      isPublic: true,
      tags: [],
      category: 'Photography',
      status: 'published' as const,
      publishedAt: now,
    };
    await events.send('content.published', { ...published, scheduled: true }, post.contentId);
    await events.send('content.published', published, post.contentId);
    await events.send(
      'content.commented',
      {
        ...post,
        commentId: randomUUID(),
        authorId: fan.id,
        excerpt: 'Love the colours',
        commentedAt: now,
      },
      post.contentId,
    );
    await events.send(
      'content.commented',
      { ...post, commentId: randomUUID(), authorId: creator.id, excerpt: 'Mine', commentedAt: now },
      post.contentId,
    );
    await events.send('content.liked', { ...post, userId: fan.id, likedAt: now }, post.contentId);
    await events.send(
      'content.liked',
      { ...post, userId: creator.id, likedAt: now },
      post.contentId,
    );
    const opened = await messaging.direct(peer, creator);
    await messaging.send(peer, opened.body.data.id, { content: 'Collab next week?' });

    const items = await eventually(
      () => notificationsOf(creator),
      (list) => list.length >= 7,
    );
    expect(items.map((item) => item.type).sort()).toEqual(
      ['comment', 'like', 'message', 'post', 'subscriber', 'tip', 'unlock'].sort(),
    );
    const byType = Object.fromEntries(items.map((item) => [item.type, item]));
    expect(byType.tip).toMatchObject({ actorId: fan.id, body: 'Thanks for the posts' });
    expect(byType.tip.title).toMatch(/sent you a \$5\.00 tip/);
    expect(byType.comment).toMatchObject({ contentId: post.contentId, body: 'Love the colours' });
    expect(byType.post).toMatchObject({ actorId: null, title: 'Your scheduled post is live' });
    expect(byType.message).toMatchObject({ conversationId: opened.body.data.id });
    expect(byType.message.title).toContain('New message from');
    expect(items.every((item) => !item.isRead)).toBe(true);
    expect((await call(creator, 'GET')).body.data.unreadCount).toBe(7);
    // The fan was notified of nothing: every fact was about the creator.
    expect(await notificationsOf(fan)).toEqual([]);
  });

  it('tells a creator their edited post went back to review', async () => {
    const creator = await register(api, 'creator');
    const contentId = randomUUID();
    await events.send(
      'content.resubmitted',
      {
        contentId,
        creatorId: creator.id,
        title: 'Morning light',
        status: 'pending',
        changed: ['body'],
        resubmittedAt: new Date().toISOString(),
      },
      contentId,
    );
    const items = await awaitNotification(creator, (item) => item.contentId === contentId);
    expect(items).toEqual([
      expect.objectContaining({
        type: 'post',
        actorId: null,
        title: 'Your edited post is back in review',
        body: '“Morning light” is hidden until a moderator approves your changes.',
      }),
    ]);
  });

  it('tells a creator their post was approved, or not and why, once per decision', async () => {
    const creator = await register(api, 'creator');
    const [approvedId, rejectedId] = [randomUUID(), randomUUID()];
    const decision = (contentId: string, title: string) => ({
      contentId,
      creatorId: creator.id,
      title,
      moderatedAt: new Date().toISOString(),
    });
    // The rejection is delivered twice; the approval, later on the same key, marks both as handled.
    await events.send(
      'content.moderated',
      {
        ...decision(rejectedId, 'Night swim'),
        decision: 'rejected',
        reason: 'Shows a car number plate',
        status: 'rejected',
      },
      creator.id,
      2,
    );
    await events.send(
      'content.moderated',
      {
        ...decision(approvedId, 'Morning light'),
        decision: 'approved',
        reason: '',
        status: 'published',
      },
      creator.id,
    );

    const items = await awaitNotification(creator, (item) => item.contentId === approvedId);
    expect(items.filter((item) => item.contentId === approvedId)).toEqual([
      expect.objectContaining({
        type: 'post',
        actorId: null,
        title: 'Your post “Morning light” was approved',
      }),
    ]);
    expect(items.filter((item) => item.contentId === rejectedId)).toEqual([
      expect.objectContaining({
        type: 'post',
        title: 'Your post “Night swim” was not approved: Shows a car number plate',
      }),
    ]);
  });

  it("tells a subscriber their tier's price is changing, before it applies", async () => {
    const creator = await register(api, 'creator');
    const fan = await register(api, 'subscriber');
    const subscriptionId = randomUUID();
    const now = new Date();
    await events.send(
      'subscription.price_changing',
      {
        subscriptionId,
        subscriberId: fan.id,
        creatorId: creator.id,
        tierId: 'tier-supporter',
        status: 'active',
        currentPeriodStart: now.toISOString(),
        currentPeriodEnd: new Date(now.getTime() + 30 * 86_400_000).toISOString(),
        changedAt: now.toISOString(),
        tierName: 'Supporter',
        currentPriceCents: 500,
        newPriceCents: 900,
        currency: 'usd',
        effectiveFrom: '2027-01-15T09:00:00.000Z',
      },
      subscriptionId,
    );
    const items = await awaitNotification(fan, (item) => item.type === 'billing');
    expect(items).toEqual([
      expect.objectContaining({
        type: 'billing',
        actorId: creator.id,
        title: expect.stringMatching(/Supporter tier is changing price$/),
        body:
          'You pay $5.00 until 2027-01-15; renewals from then on are $9.00 a month. ' +
          'You can cancel before then in Subscriptions.',
      }),
    ]);
  });

  it('creates one notification for an event delivered twice', async () => {
    const creator = await register(api, 'creator');
    const fan = await register(api, 'subscriber');
    await events.send('tip.sent', tip(creator.id, fan.id, 'once only'), creator.id, 2);
    // A later event, handled after both deliveries of the first on the same partition key.
    await events.send('tip.sent', tip(creator.id, fan.id, 'marker'), creator.id);
    const items = await awaitNotification(creator, (item) => item.body === 'marker');
    expect(items.filter((item) => item.body === 'once only')).toHaveLength(1);
    expect((await call(creator, 'GET')).body.data.unreadCount).toBe(2);
  });
});

describe('notification settings', () => {
  it('reads defaults, saves changes field by field and refuses bad input clearly', async () => {
    const user = await register(api, 'subscriber');
    const defaults = await call(user, 'GET', '/settings');
    expect(defaults.status).toBe(200);
    expect(defaults.body.data).toMatchObject({
      pushNotifications: true,
      emailNotifications: true,
      notificationSound: 'default',
      doNotDisturb: { enabled: false },
      types: { tip: { inApp: true, email: true }, like: { inApp: true, email: false } },
    });

    const saved = await call(user, 'PUT', '/settings', {
      soundEnabled: false,
      doNotDisturb: { enabled: true, start: '23:00', end: '07:00', timeZone: 'Europe/Paris' },
      types: { like: { inApp: false } },
    });
    expect(saved.status).toBe(200);
    expect(saved.body.data).toMatchObject({
      soundEnabled: false,
      pushNotifications: true,
      doNotDisturb: { enabled: true, start: '23:00', end: '07:00', timeZone: 'Europe/Paris' },
      types: { like: { inApp: false, email: false }, tip: { inApp: true, email: true } },
    });
    expect((await call(user, 'GET', '/settings')).body.data).toEqual(saved.body.data);

    const refusals: Array<[unknown, RegExp]> = [
      [{ pushNotifications: 'yes' }, /pushNotifications must be true or false/],
      [{ doNotDisturb: { start: '25:00' } }, /doNotDisturb\.start must be a time as HH:MM/],
      [
        { doNotDisturb: { timeZone: 'Mars/Olympus' } },
        /doNotDisturb\.timeZone must be a time zone/,
      ],
      [{ notificationSound: 'siren' }, /notificationSound must be one of/],
      [{ types: { tip: { sms: true } } }, /Unknown setting types\.tip\.sms/],
      [{ types: { tip: 'on' } }, /types\.tip must be an object with inApp and email/],
      [{ volume: 3 }, /Unknown setting volume/],
      [[], /The settings must be a JSON object/],
    ];
    for (const [body, message] of refusals) {
      const refused = await call(user, 'PUT', '/settings', body);
      expect(refused.status, JSON.stringify(body)).toBe(400);
      expect(JSON.stringify(refused.body)).toMatch(message);
    }
  });
});

describe('delivery', () => {
  it('pushes live, except during do-not-disturb, when the notification is only listed', async () => {
    const creator = await register(api, 'creator');
    const fan = await register(api, 'subscriber');
    const socket = await open(creator);

    const live = nextEvent<NotificationView>(socket, 'notification:new');
    await events.send('tip.sent', tip(creator.id, fan.id, 'pushed'), creator.id);
    expect(await live).toMatchObject({ type: 'tip', body: 'pushed' });

    // Equal start and end: quiet all day, whatever the time the test runs.
    const quiet = await call(creator, 'PUT', '/settings', {
      doNotDisturb: { enabled: true, start: '00:00', end: '00:00', timeZone: 'UTC' },
    });
    expect(quiet.status).toBe(200);
    const pushed: NotificationView[] = [];
    socket.on('notification:new', (item: NotificationView) => pushed.push(item));
    await events.send('tip.sent', tip(creator.id, fan.id, 'quiet'), creator.id);
    await awaitNotification(creator, (item) => item.body === 'quiet');
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(pushed).toEqual([]);
  });

  it('mails a notification when its type is mailed, and not once it is switched off', async () => {
    const creator = await creatorWithEmail();
    const fan = await register(api, 'subscriber');
    await eventually(
      () => call(creator, 'GET', '/settings'),
      (result) => result.status === 200,
    );
    await events.send('tip.sent', tip(creator.id, fan.id, 'mailed'), creator.id);
    const mail = await waitForMail(creator.email, /sent you a \$5\.00 tip/);
    expect(mail.text).toContain('mailed');
    expect(mail.text).toMatch(/\/earnings/);

    const off = await call(creator, 'PUT', '/settings', { types: { tip: { email: false } } });
    expect(off.status).toBe(200);
    await events.send('tip.sent', { ...tip(creator.id, fan.id, 'not mailed') }, creator.id);
    await awaitNotification(creator, (item) => item.body === 'not mailed');
    // Mail is queued right after the notification is stored; give a queued one time to arrive.
    await new Promise((resolve) => setTimeout(resolve, 2000));
    const tipMails = (await mailsTo(creator.email)).filter((item) => /tip/.test(item.subject));
    expect(tipMails).toHaveLength(1);
  });

  it('marks one and then all notifications read', async () => {
    const creator = await register(api, 'creator');
    const fan = await register(api, 'subscriber');
    for (const note of ['one', 'two', 'three']) {
      await events.send('tip.sent', tip(creator.id, fan.id, note), creator.id);
    }
    // Each notification is stored, then counted in the feed: wait for both.
    const listed = await eventually(
      () => call(creator, 'GET', '?limit=100'),
      (answer) => answer.body.data.items.length === 3 && answer.body.data.unreadCount === 3,
    );
    const items: NotificationView[] = listed.body.data.items;
    const first = await call(creator, 'POST', `/${items[0].id}/read`);
    expect(first.status).toBe(200);
    expect(first.body.data.isRead).toBe(true);
    expect((await call(creator, 'GET')).body.data.unreadCount).toBe(2);

    const all = await call(creator, 'POST', '/read-all');
    expect(all.status).toBe(200);
    expect(all.body.data).toEqual({ marked: 2, unreadCount: 0 });
    expect((await notificationsOf(creator)).every((item) => item.isRead)).toBe(true);

    const stranger = await register(api, 'subscriber');
    expect((await call(stranger, 'POST', `/${items[0].id}/read`)).status).toBe(404);
  });
});
