import { DELETED_MESSAGE_TEXT } from '@tessera/rules';
import mongoose from 'mongoose';
import { io, type Socket } from 'socket.io-client';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { apiClient, type Call } from '../../../test/support/api-client';
import { EventProducer } from '../../../test/support/event-producer';
import { useStack } from '../../../test/support/stack';
import { infraEnv } from '../../../test/support/test-env';
import {
  type Actor,
  connected,
  connectSocket,
  eventually,
  messagingApi,
  nextEvent,
  register,
} from './messaging-actors';

interface MessageView {
  id: string;
  conversationId: string;
  senderId: string;
  content: string;
  clientMessageId: string | null;
  status: string;
}

const stack = useStack({ services: ['auth', 'messaging'] });
let api: Call;
let messaging: ReturnType<typeof messagingApi>;
const sockets: Socket[] = [];

beforeAll(() => {
  api = apiClient(stack.gatewayUrl);
  messaging = messagingApi(api);
});

afterEach(() => {
  for (const socket of sockets.splice(0)) socket.disconnect();
});

async function open(actor: Actor, transports?: string[]): Promise<Socket> {
  const socket = connectSocket(stack.gatewayUrl, actor, transports);
  sockets.push(socket);
  await connected(socket);
  return socket;
}

/** Two creators (each on the free creator plan) with a direct conversation. */
async function pair(): Promise<{ a: Actor; b: Actor; conversationId: string }> {
  const a = await register(api, 'creator');
  const b = await register(api, 'creator');
  const opened = await messaging.direct(a, b);
  expect(opened.status).toBe(201);
  return { a, b, conversationId: opened.body.data.id };
}

interface GroupChanged {
  conversationId: string;
  change: string;
  userId: string;
  byUserId: string;
}

/** A group of `owner` with `members`, once messaging knows them all; answers its id. */
async function startGroup(owner: Actor, members: Actor[]): Promise<string> {
  const started = await eventually(
    () =>
      messaging.call(owner, 'POST', '/conversations', {
        type: 'group',
        name: 'Crew',
        participantIds: members.map((member) => member.id),
      }),
    (result) => result.status !== 404,
  );
  expect(started.status).toBe(201);
  return started.body.data.id;
}

describe('socket.io through the gateway', () => {
  it('refuses a handshake without a valid token', async () => {
    const { a } = await pair();
    const forged = connectSocket(stack.gatewayUrl, { ...a, token: `${a.token}x` });
    sockets.push(forged);
    await expect(connected(forged)).rejects.toThrow();
  });

  it('exchanges messages live, with typing, delivery and read status', async () => {
    const { a, b, conversationId } = await pair();
    const [socketA, socketB] = await Promise.all([open(a), open(b, ['polling', 'websocket'])]);

    const typing = nextEvent<{ userId: string; isTyping: boolean; expiresInMs: number }>(
      socketB,
      'typing',
    );
    socketA.emit('typing:start', { conversationId });
    expect(await typing).toMatchObject({ userId: a.id, isTyping: true, expiresInMs: 3000 });

    const arriving = nextEvent<MessageView>(socketB, 'message:new');
    const delivered = nextEvent<{ status: string; userId: string }>(
      socketA,
      'message:status',
      (s) => s.status === 'delivered',
    );
    const ack = await socketA.emitWithAck('message:send', {
      conversationId,
      content: 'Hello over the socket',
    });
    expect(ack).toMatchObject({
      conversationId,
      senderId: a.id,
      content: 'Hello over the socket',
      status: 'sent',
    });
    expect((await arriving).id).toBe(ack.id);
    expect(await delivered).toMatchObject({ userId: b.id, status: 'delivered' });

    const readStatus = nextEvent<{ status: string; upToMessageId: string }>(
      socketA,
      'message:status',
      (s) => s.status === 'read',
    );
    const mark = await socketB.emitWithAck('message:read', { conversationId });
    expect(mark).toMatchObject({ unreadCount: 0, lastReadMessageId: ack.id });
    expect((await readStatus).upToMessageId).toBe(ack.id);

    const reply = nextEvent<MessageView>(socketA, 'message:new', (m) => m.senderId === b.id);
    await socketB.emitWithAck('message:send', { conversationId, content: 'Hi back' });
    expect((await reply).content).toBe('Hi back');

    const updated = nextEvent<MessageView>(socketB, 'message:updated');
    await messaging.call(a, 'PUT', `/${ack.id}`, { content: 'Hello, edited' });
    expect((await updated).content).toBe('Hello, edited');
    const deleted = nextEvent<{ id: string }>(socketB, 'message:deleted');
    await messaging.call(a, 'DELETE', `/${ack.id}`);
    expect((await deleted).id).toBe(ack.id);
  });

  it('acknowledges a denied send with the spec reason and bad payloads with a clear error', async () => {
    const { a, conversationId } = await pair();
    const subscriber = await register(api, 'subscriber');
    const outsider = await open(subscriber);
    expect(await outsider.emitWithAck('message:send', { conversationId, content: 'hi' })).toEqual({
      error: 'Conversation not found',
    });
    const socketA = await open(a);
    expect(await socketA.emitWithAck('message:send', { conversationId })).toEqual({
      error: 'A message needs content or an attachment',
    });
    // A creator opens a conversation with a subscriber who holds no plan; the reply is refused.
    const opened = await messaging.direct(a, subscriber);
    const denied = await outsider.emitWithAck('message:send', {
      conversationId: opened.body.data.id,
      content: 'Thanks',
    });
    expect(denied).toMatchObject({
      error: 'Active subscription required to send messages',
      upgradeUrl: '/subscription',
    });
  });

  it('pushes a notification for a new message and lists it until read', async () => {
    const { a, b, conversationId } = await pair();
    const socketB = await open(b);
    const pushed = nextEvent<{ id: string; title: string; body: string }>(
      socketB,
      'notification:new',
    );
    await messaging.send(a, conversationId, { content: 'Ping' });
    const notification = await pushed;
    expect(notification).toMatchObject({ body: 'Ping', isRead: false });
    expect(notification.title).toMatch(/^New message from /);

    const listed = await api('GET', '/api/notifications', undefined, { token: b.token });
    expect(listed.body.data.unreadCount).toBe(1);
    expect(listed.body.data.items[0].id).toBe(notification.id);
    const read = await api('POST', `/api/notifications/${notification.id}/read`, undefined, {
      token: b.token,
    });
    expect(read.body.data.isRead).toBe(true);
    const after = await api('GET', '/api/notifications', undefined, { token: b.token });
    expect(after.body.data.unreadCount).toBe(0);
    const foreign = await api('POST', `/api/notifications/${notification.id}/read`, undefined, {
      token: a.token,
    });
    expect(foreign.status).toBe(404);
  });

  it('loses and duplicates nothing across a reconnection, retried sends included', async () => {
    const { a, b, conversationId } = await pair();
    const socketA = await open(a);
    let socketB = await open(b);
    const seen = new Map<string, MessageView>();
    const collect = (socket: Socket) =>
      socket.on('message:new', (message: MessageView, ack?: (answer: unknown) => void) => {
        ack?.({ ok: true });
        seen.set(message.id, message);
      });
    collect(socketB);

    const sendBatch = async (from: number, to: number) => {
      for (let n = from; n <= to; n += 1) {
        const ack = await socketA.emitWithAck('message:send', {
          conversationId,
          content: `m${n}`,
          clientMessageId: `client-${n}`,
        });
        expect(ack.content).toBe(`m${n}`);
      }
    };
    await sendBatch(1, 3);
    await eventually(
      async () => seen.size,
      (size) => size === 3,
      5000,
    );

    socketB.disconnect();
    await sendBatch(4, 6);
    // The sender lost an acknowledgement and sends m5 again: the same message comes back.
    const repeated = await socketA.emitWithAck('message:send', {
      conversationId,
      content: 'm5',
      clientMessageId: 'client-5',
    });
    expect(repeated.id).toBe(`${conversationId}-5`);

    socketB = await open(b);
    collect(socketB);
    const missed = await messaging.history(b, conversationId);
    for (const message of missed.body.data.items as MessageView[]) seen.set(message.id, message);
    await sendBatch(7, 7);
    await eventually(
      async () => seen.size,
      (size) => size === 7,
      5000,
    );

    const contents = [...seen.values()].map((m) => m.content).sort();
    expect(contents).toEqual(['m1', 'm2', 'm3', 'm4', 'm5', 'm6', 'm7']);
    const history = await messaging.history(a, conversationId);
    expect(history.body.data.items.map((m: MessageView) => m.content)).toEqual(contents);
  });

  it('shares rooms between replicas: a recipient on another instance gets the message live', async () => {
    const { a, b, conversationId } = await pair();
    const main = stack.env('messaging');
    const replica = await stack.startInstance('messaging', {
      MONGO_DB: main.MONGO_DB,
      MESSAGING_REDIS_PREFIX: main.MESSAGING_REDIS_PREFIX,
    });
    const onReplica = io(replica.url, {
      path: '/socket.io',
      transports: ['websocket'],
      auth: { token: b.token },
      reconnection: false,
      forceNew: true,
    });
    sockets.push(onReplica);
    await connected(onReplica);
    const socketA = await open(a);
    const arriving = nextEvent<MessageView>(onReplica, 'message:new');
    const ack = await socketA.emitWithAck('message:send', {
      conversationId,
      content: 'Across replicas',
    });
    expect((await arriving).id).toBe(ack.id);
  });

  it("updates every member's screen as a group changes, and a removed member hears no more", async () => {
    const [owner, kept, dropped, joiner] = await Promise.all(
      Array.from({ length: 4 }, () => register(api, 'creator')),
    );
    const group = await startGroup(owner, [kept, dropped]);
    const [ownerSocket, keptSocket, droppedSocket, joinerSocket] = await Promise.all(
      [owner, kept, dropped, joiner].map((actor) => open(actor)),
    );
    const changed = (socket: Socket, change: string) =>
      nextEvent<GroupChanged>(
        socket,
        'conversation:changed',
        (event) => event.conversationId === group && event.change === change,
      );

    const renamed = [ownerSocket, keptSocket, droppedSocket].map((socket) =>
      changed(socket, 'details_changed'),
    );
    const renaming = await messaging.call(owner, 'PUT', `/conversations/${group}`, {
      name: 'Night crew',
    });
    expect(renaming.status).toBe(200);
    for (const seen of await Promise.all(renamed)) expect(seen.byUserId).toBe(owner.id);

    const added = [keptSocket, joinerSocket].map((socket) => changed(socket, 'member_added'));
    const adding = await eventually(
      () =>
        messaging.call(owner, 'POST', `/conversations/${group}/participants`, {
          userId: joiner.id,
          role: 'member',
        }),
      (result) => result.status !== 404,
    );
    expect(adding.status).toBe(200);
    for (const seen of await Promise.all(added)) expect(seen.userId).toBe(joiner.id);

    const out = nextEvent<{ conversationId: string; reason: string }>(
      droppedSocket,
      'conversation:removed',
    );
    const removed = changed(keptSocket, 'member_removed');
    const removing = await messaging.call(
      owner,
      'DELETE',
      `/conversations/${group}/participants/${dropped.id}`,
    );
    expect(removing.status).toBe(200);
    expect(await out).toMatchObject({ conversationId: group, reason: 'removed' });
    expect((await removed).userId).toBe(dropped.id);

    // From now on nothing of the group reaches the removed member.
    const heardByDropped: string[] = [];
    droppedSocket.onAny((event: string, payload?: { conversationId?: string }) => {
      if (payload?.conversationId === group) heardByDropped.push(event);
    });
    const arriving = nextEvent<MessageView>(
      keptSocket,
      'message:new',
      (message) => message.conversationId === group,
    );
    await ownerSocket.emitWithAck('message:send', { conversationId: group, content: 'Just us' });
    await arriving;
    const refused = await droppedSocket.emitWithAck('message:send', {
      conversationId: group,
      content: 'Still here?',
    });
    expect(refused).toHaveProperty('error');
    expect(heardByDropped).toEqual([]);

    const left = changed(ownerSocket, 'member_left');
    const leftOwn = nextEvent<{ reason: string }>(keptSocket, 'conversation:removed');
    await messaging.call(kept, 'DELETE', `/conversations/${group}/participants/${kept.id}`);
    expect((await left).userId).toBe(kept.id);
    expect((await leftOwn).reason).toBe('left');
  });
});

describe('a deleted account', () => {
  it("deletes the account's messages in place and keeps the other side's", async () => {
    const { a, b, conversationId } = await pair();
    expect((await messaging.send(a, conversationId, { content: 'From the leaver' })).status).toBe(
      201,
    );
    const staying = await messaging.send(b, conversationId, { content: 'From the one staying' });
    expect(staying.status).toBe(201);
    // What else the leaver keeps here: a reaction, a draft, settings and a notification.
    const reacted = await messaging.call(a, 'POST', `/${staying.body.data.id}/reactions`, {
      emoji: '👍',
    });
    expect(reacted.status).toBe(200);
    const drafted = await messaging.call(a, 'PUT', `/conversations/${conversationId}/draft`, {
      content: 'Half a thought',
    });
    expect(drafted.status).toBe(200);
    const settings = await api(
      'PUT',
      '/api/notifications/settings',
      { soundEnabled: false },
      { token: a.token },
    );
    expect(settings.status).toBe(200);
    const notified = await eventually(
      () => api('GET', '/api/notifications', undefined, { token: a.token }),
      (read) => (read.body.data?.items?.length ?? 0) > 0,
    );
    expect(notified.body.data.items.length).toBeGreaterThan(0);

    const deleted = await api(
      'DELETE',
      '/api/auth/account',
      { password: 'Str0ngPassw0rd' },
      { token: a.token },
    );
    expect(deleted.status).toBe(200);

    const contents = async () =>
      ((await messaging.history(b, conversationId)).body.data.items as MessageView[]).map(
        (message) => message.content,
      );
    const after = await eventually(contents, (texts) => !texts.includes('From the leaver'));
    expect(after).toEqual([DELETED_MESSAGE_TEXT, 'From the one staying']);

    const left = () =>
      messagingDb(async (db) => ({
        notifications: await db.collection('notifications').countDocuments({ userId: a.id }),
        settings: await db
          .collection('notification_settings')
          .countDocuments({ _id: a.id as never }),
        draft: (await db.collection('conversations').findOne({ _id: conversationId as never }))
          ?.drafts?.[a.id],
        reactions: Object.keys(
          (await db.collection('messages').findOne({ _id: staying.body.data.id }))?.reactions ?? {},
        ),
      }));
    const remaining = await eventually(left, (found) => found.notifications === 0);
    expect(remaining).toEqual({ notifications: 0, settings: 0, draft: undefined, reactions: [] });

    // The deleted account is notified once more; the event again removes that too, and nothing else.
    await messaging.send(b, conversationId, { content: 'Anyone there?' });
    expect((await eventually(left, (found) => found.notifications === 1)).notifications).toBe(1);
    const events = new EventProducer((process.env.KAFKA_BROKERS ?? '127.0.0.1:9092').split(','));
    await events.start();
    try {
      const again = { userId: a.id, role: 'creator' as const, deletedAt: new Date().toISOString() };
      await events.send('user.deleted', again, a.id);
    } finally {
      await events.stop();
    }
    expect(await eventually(left, (found) => found.notifications === 0)).toEqual(remaining);
    expect(await contents()).toEqual([
      DELETED_MESSAGE_TEXT,
      'From the one staying',
      'Anyone there?',
    ]);
  });
});

/** Reads messaging's own database, where a deleted account's traces are checked. */
async function messagingDb<T>(read: (db: mongoose.mongo.Db) => Promise<T>): Promise<T> {
  const client = new mongoose.mongo.MongoClient(infraEnv().MONGO_URL);
  try {
    await client.connect();
    return await read(client.db(stack.env('messaging').MONGO_DB));
  } finally {
    await client.close();
  }
}
