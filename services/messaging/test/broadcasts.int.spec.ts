import { randomUUID } from 'node:crypto';
import { Queue, QueueEvents } from 'bullmq';
import mongoose from 'mongoose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { subscriptionState } from '../../../test/support/actors';
import { apiClient, type Call } from '../../../test/support/api-client';
import { EventProducer } from '../../../test/support/event-producer';
import { KafkaProbe } from '../../../test/support/kafka-probe';
import { useStack } from '../../../test/support/stack';
import {
  type Actor,
  eventually,
  givePlatformPlan,
  messagingApi,
  register,
} from './messaging-actors';

const brokers = (process.env.KAFKA_BROKERS ?? '127.0.0.1:9092').split(',');
const events = new EventProducer(brokers);
const probe = new KafkaProbe(brokers);
const stack = useStack({ services: ['auth', 'messaging'] });
const DAY_MS = 86_400_000;
let api: Call;
let messaging: ReturnType<typeof messagingApi>;
let database: mongoose.Connection;
let queue: Queue;
let queueEvents: QueueEvents;

beforeAll(async () => {
  api = apiClient(stack.gatewayUrl);
  messaging = messagingApi(api);
  await events.start();
  await probe.start(['message.sent']);
  const env = stack.env('messaging');
  database = await mongoose.createConnection(env.MONGO_URL, { dbName: env.MONGO_DB }).asPromise();
  const connection = { url: env.REDIS_URL };
  queue = new Queue('broadcasts', { connection, prefix: env.MESSAGING_REDIS_PREFIX });
  queueEvents = new QueueEvents('broadcasts', { connection, prefix: env.MESSAGING_REDIS_PREFIX });
  await queueEvents.waitUntilReady();
});

afterAll(async () => {
  await events.stop();
  await probe.stop();
  await queueEvents?.close();
  await queue?.close();
  await database?.close();
});

const broadcasts = (actor: Actor | null, method: string, path = '', body?: unknown) =>
  messaging.call(actor, method, `/broadcasts${path}`, body);

/** A creator on Pro Creator, whose plan allows 100 bulk messages a day. */
async function proCreator(): Promise<Actor> {
  const creator = await register(api, 'creator');
  await givePlatformPlan(events, creator.id, 'pro-creator');
  await eventually(
    () =>
      database.collection('users').findOne({ _id: creator.id as never, platform: { $ne: null } }),
    Boolean,
  );
  return creator;
}

type Access = 'active' | 'canceled' | 'expired';

/** Billing reports a subscription of `subscriberId` to the creator's tier, as its events do. */
async function subscribe(creator: Actor, subscriberId: string, tierId: string, access: Access) {
  const now = Date.now();
  const state = subscriptionState(subscriberId, tierId, {
    subscriptionId: `sub-${creator.id}-${subscriberId}`,
    creatorId: creator.id,
    status: access,
    currentPeriodEnd: new Date(
      access === 'expired' ? now - DAY_MS : now + 30 * DAY_MS,
    ).toISOString(),
  });
  if (access === 'expired') {
    await events.send('subscription.expired', { ...state, reason: 'period_ended' }, subscriberId);
  } else if (access === 'canceled') {
    await events.send('subscription.canceled', { ...state, cancelAtPeriodEnd: true }, subscriberId);
  } else {
    await events.send('subscription.renewed', state, subscriberId);
  }
}

/** Waits until messaging took in the creator's audience and knows the registered recipients. */
async function audienceKnown(creator: Actor, members: number, users: readonly Actor[]) {
  const audience = await eventually(
    () => database.collection('broadcast_audience').countDocuments({ creatorId: creator.id }),
    (count) => count === members,
  );
  expect(audience).toBe(members);
  const ids = users.map((user) => user.id) as never[];
  const known = await eventually(
    () => database.collection('users').countDocuments({ _id: { $in: ids } }),
    (count) => count === users.length,
  );
  expect(known).toBe(users.length);
}

async function settled(creator: Actor, id: string) {
  const done = await eventually(
    () => broadcasts(creator, 'GET', `/${id}`),
    (result) => result.body.data?.status === 'sent',
    20_000,
  );
  expect(done.body.data.status).toBe('sent');
  return done.body.data;
}

/** The recipient's direct conversation with the creator and its messages, oldest first. */
async function thread(recipient: Actor, creator: Actor) {
  const opened = await messaging.call(recipient, 'GET', '/conversations');
  const conversation = opened.body.data.conversations.find(
    (candidate: { type: string; participants: { userId: string }[] }) =>
      candidate.type === 'direct' && candidate.participants.some((p) => p.userId === creator.id),
  );
  if (!conversation) return { conversationId: null, messages: [] as { content: string }[] };
  const history = await messaging.history(recipient, conversation.id);
  return { conversationId: conversation.id as string, messages: history.body.data.items };
}

interface Audience {
  creator: Actor;
  tierA: string;
  tierB: string;
  onA: Actor;
  onB: Actor;
  canceled: Actor;
  expired: Actor;
}

/** A creator with one subscriber on each tier, one canceled (period running), one expired. */
async function creatorWithAudience(extra: (creator: Actor, tierA: string) => Promise<number>) {
  const creator = await proCreator();
  const [tierA, tierB] = [
    `tier-a-${randomUUID().slice(0, 8)}`,
    `tier-b-${randomUUID().slice(0, 8)}`,
  ];
  const [onA, onB, canceled, expired] = await Promise.all(
    Array.from({ length: 4 }, () => register(api, 'subscriber')),
  );
  await subscribe(creator, onA.id, tierA, 'active');
  await subscribe(creator, onB.id, tierB, 'active');
  await subscribe(creator, canceled.id, tierA, 'canceled');
  await subscribe(creator, expired.id, tierA, 'expired');
  const more = await extra(creator, tierA);
  await audienceKnown(creator, 4 + more, [onA, onB, canceled, expired]);
  return { creator, tierA, tierB, onA, onB, canceled, expired } satisfies Audience;
}

describe('broadcasts', () => {
  let shared: Audience;
  let sentId: string;

  beforeAll(async () => {
    // A subscriber billing knows but messaging never heard of: the send is refused for them.
    shared = await creatorWithAudience(async (creator, tierA) => {
      await subscribe(creator, `ghost${randomUUID().slice(0, 8)}`, tierA, 'active');
      return 1;
    });
  });

  it('sends to every subscriber with access; the expired one is left out, a refusal counted', async () => {
    const { creator, onA, onB, canceled, expired } = shared;
    const created = await broadcasts(creator, 'POST', '', {
      content: 'New set drops Friday!',
      audience: { type: 'all' },
    });
    expect(created.status).toBe(201);
    expect(created.body.data).toMatchObject({ status: 'sending', scheduledFor: null });
    sentId = created.body.data.id;

    const done = await settled(creator, sentId);
    expect(done.analytics).toEqual({ totalRecipients: 4, delivered: 3, read: 0, failed: 1 });
    for (const recipient of [onA, onB, canceled]) {
      const { messages } = await thread(recipient, creator);
      expect(messages.map((message) => message.content)).toEqual(['New set drops Friday!']);
    }
    expect((await thread(expired, creator)).messages).toEqual([]);
    await probe.waitFor(
      'message.sent',
      (record) =>
        (record.data as { senderId: string; recipientIds: string[] }).senderId === creator.id &&
        (record.data as { recipientIds: string[] }).recipientIds.includes(onA.id),
    );
  });

  it('counts a read once the recipient read the message', async () => {
    const { creator, onA } = shared;
    const { conversationId } = await thread(onA, creator);
    const read = await messaging.call(onA, 'POST', `/conversations/${conversationId}/read`, {});
    expect(read.status).toBe(200);
    const counted = await broadcasts(creator, 'GET', `/${sentId}`);
    expect(counted.body.data.analytics).toMatchObject({ delivered: 3, read: 1, failed: 1 });
    const listed = await broadcasts(creator, 'GET');
    expect(listed.status).toBe(200);
    expect(listed.body.data.broadcasts[0]).toMatchObject({ id: sentId, status: 'sent' });
    expect(listed.body.data.broadcasts[0].analytics.read).toBe(1);
  });

  it('never delivers twice when a batch is retried or the broadcast job runs again', async () => {
    const { creator, onA } = shared;
    const stored = await database.collection('broadcasts').findOne({ _id: sentId as never });
    const run = stored?.audienceRun as string;
    const again = [
      await queue.add('batch', { kind: 'batch', broadcastId: sentId, run, index: 0 }),
      await queue.add('fan-out', { kind: 'fan-out', broadcastId: sentId }),
    ];
    for (const job of again) await job.waitUntilFinished(queueEvents, 15_000);
    const { messages } = await thread(onA, creator);
    expect(messages).toHaveLength(1);
    const after = await broadcasts(creator, 'GET', `/${sentId}`);
    expect(after.body.data.analytics).toMatchObject({
      totalRecipients: 4,
      delivered: 3,
      failed: 1,
    });
    expect(
      await database.collection('broadcast_deliveries').countDocuments({ broadcastId: sentId }),
    ).toBe(4);
  });

  it('sends to the chosen tiers only', async () => {
    const { creator, tierB, onA, onB } = shared;
    const created = await broadcasts(creator, 'POST', '', {
      content: 'Tier B only',
      audience: { type: 'tiers', tierIds: [tierB] },
    });
    expect(created.status).toBe(201);
    const done = await settled(creator, created.body.data.id);
    expect(done.analytics).toMatchObject({ totalRecipients: 1, delivered: 1, failed: 0 });
    expect((await thread(onB, creator)).messages.at(-1)?.content).toBe('Tier B only');
    expect((await thread(onA, creator)).messages.map((m) => m.content)).not.toContain(
      'Tier B only',
    );
  });

  it('delivers a scheduled broadcast at its time', async () => {
    const { creator, onB } = shared;
    const created = await broadcasts(creator, 'POST', '', {
      content: 'Scheduled hello',
      audience: { type: 'all' },
      scheduledAt: new Date(Date.now() + 2500).toISOString(),
    });
    expect(created.status).toBe(201);
    expect(created.body.data.status).toBe('scheduled');
    expect((await thread(onB, creator)).messages.map((m) => m.content)).not.toContain(
      'Scheduled hello',
    );
    const done = await settled(creator, created.body.data.id);
    expect(done.analytics).toMatchObject({ totalRecipients: 4, delivered: 3 });
    expect((await thread(onB, creator)).messages.at(-1)?.content).toBe('Scheduled hello');
  });

  it('cancels a scheduled broadcast: its job is removed and nothing is sent', async () => {
    const { creator } = shared;
    const created = await broadcasts(creator, 'POST', '', {
      content: 'Never mind',
      audience: { type: 'all' },
      scheduledAt: new Date(Date.now() + 60 * 60_000).toISOString(),
    });
    const id = created.body.data.id;
    expect(await queue.getJob(`fan-out-${id}`)).toBeTruthy();
    const canceled = await broadcasts(creator, 'DELETE', `/${id}`);
    expect(canceled.status).toBe(200);
    expect(canceled.body.data).toMatchObject({ status: 'canceled' });
    expect(canceled.body.data.canceledAt).not.toBeNull();
    expect(await queue.getJob(`fan-out-${id}`)).toBeFalsy();
    const twice = await broadcasts(creator, 'DELETE', `/${id}`);
    expect(twice.status).toBe(409);
    const sent = await broadcasts(creator, 'DELETE', `/${sentId}`);
    expect(sent.status).toBe(409);
  });
});

describe('who may broadcast', () => {
  it('refuses subscribers (403), hides other creators’ broadcasts (404), asks visitors to sign in', async () => {
    const subscriber = await register(api, 'subscriber');
    const asSubscriber = await broadcasts(subscriber, 'POST', '', {
      content: 'hi',
      audience: { type: 'all' },
    });
    expect(asSubscriber.status).toBe(403);
    expect(asSubscriber.body.error).toBe('Only creators can send broadcasts');
    expect((await broadcasts(subscriber, 'GET')).status).toBe(403);

    const visitor = await broadcasts(null, 'POST', '', {
      content: 'hi',
      audience: { type: 'all' },
    });
    expect(visitor.status).toBe(401);
    expect(visitor.body.error).toBe('You must be logged in to send messages');

    const owner = await proCreator();
    const other = await register(api, 'creator');
    const created = await broadcasts(owner, 'POST', '', {
      content: 'Mine',
      audience: { type: 'all' },
      scheduledAt: new Date(Date.now() + 60 * 60_000).toISOString(),
    });
    const id = created.body.data.id;
    expect((await broadcasts(other, 'GET', `/${id}`)).status).toBe(404);
    expect((await broadcasts(other, 'DELETE', `/${id}`)).status).toBe(404);
    expect((await broadcasts(owner, 'GET', `/${id}`)).status).toBe(200);
  });

  it('answers bad input with 400 and a clear message', async () => {
    const creator = await register(api, 'creator');
    const cases: [unknown, string][] = [
      [{ content: '  ', audience: { type: 'all' } }, 'Message content is required'],
      [{ content: 'hi', audience: { type: 'everyone' } }, "audience type must be 'all' or 'tiers'"],
      [{ content: 'hi', audience: { type: 'tiers', tierIds: [] } }, 'Choose at least one tier'],
      [
        { content: 'hi', audience: { type: 'all' }, scheduledAt: '2020-01-01T00:00:00Z' },
        'scheduledAt must be in the future',
      ],
    ];
    for (const [body, error] of cases) {
      const answer = await broadcasts(creator, 'POST', '', body);
      expect(answer.status).toBe(400);
      expect(answer.body.error).toBe(error);
    }
    expect((await broadcasts(creator, 'GET', '/not-an-id')).status).toBe(400);
  });
});

describe('the bulk messaging check', () => {
  it('needs a plan with bulk messages', async () => {
    const creator = await register(api, 'creator');
    const denied = await broadcasts(creator, 'POST', '', {
      content: 'hi',
      audience: { type: 'all' },
    });
    expect(denied.status).toBe(403);
    expect(denied.body).toMatchObject({
      error: 'Bulk messaging not available in your current tier',
      requiredTier: 'pro-creator',
      upgradeUrl: '/subscription',
    });
  });

  it('refuses the 101st broadcast of the day on Pro Creator, in the spec words', async () => {
    const creator = await proCreator();
    const later = new Date(Date.now() + 60 * 60_000).toISOString();
    const body = { content: 'Later', audience: { type: 'all' }, scheduledAt: later };
    const ids: string[] = [];
    for (let sent = 0; sent < 100; sent += 1) {
      const created = await broadcasts(creator, 'POST', '', body);
      expect(created.status).toBe(201);
      ids.push(created.body.data.id);
    }
    const denied = await broadcasts(creator, 'POST', '', body);
    expect(denied.status).toBe(403);
    expect(denied.body).toMatchObject({
      error: 'Daily bulk message limit reached (100)',
      requiredTier: 'premium-creator',
    });
    // Canceling a scheduled broadcast gives its bulk message back.
    expect((await broadcasts(creator, 'DELETE', `/${ids[0]}`)).status).toBe(200);
    expect((await broadcasts(creator, 'POST', '', body)).status).toBe(201);
  });
});
