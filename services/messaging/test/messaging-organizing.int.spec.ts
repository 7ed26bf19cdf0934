import { Redis } from 'ioredis';
import type { Socket } from 'socket.io-client';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { apiClient, type Call } from '../../../test/support/api-client';
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

interface Reaction {
  id: string;
  userId: string;
  emoji: string;
}

interface MessageView {
  id: string;
  reactions: Reaction[];
}

interface ConversationView {
  id: string;
  type: string;
  isArchived: boolean;
  isMuted: boolean;
  isPinned: boolean;
  draft: { conversationId: string; content: string; lastModified: string } | null;
}

const stack = useStack({ services: ['auth', 'messaging', 'presence'] });
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

async function open(actor: Actor): Promise<Socket> {
  const socket = connectSocket(stack.gatewayUrl, actor);
  sockets.push(socket);
  await connected(socket);
  return socket;
}

async function pair(): Promise<{ a: Actor; b: Actor; conversationId: string }> {
  const a = await register(api, 'creator');
  const b = await register(api, 'creator');
  const opened = await messaging.direct(a, b);
  expect(opened.status).toBe(201);
  return { a, b, conversationId: opened.body.data.id };
}

async function listOf(actor: Actor, query = ''): Promise<ConversationView[]> {
  const listed = await messaging.call(actor, 'GET', `/conversations${query}`);
  expect(listed.status).toBe(200);
  return listed.body.data.conversations;
}

const react = (actor: Actor, messageId: string, emoji: string) =>
  messaging.call(actor, 'POST', `/${messageId}/reactions`, { emoji });
const unreact = (actor: Actor, messageId: string, emoji: string) =>
  messaging.call(actor, 'DELETE', `/${messageId}/reactions/${encodeURIComponent(emoji)}`);
const prefer = (actor: Actor, conversationId: string, body: unknown) =>
  messaging.call(actor, 'PUT', `/conversations/${conversationId}/preferences`, body);

describe('reactions', () => {
  it('adds an emoji once per user, shows it live to the other side, and takes it back', async () => {
    const { a, b, conversationId } = await pair();
    const sent = await messaging.send(a, conversationId, { content: 'React to this' });
    const messageId: string = sent.body.data.id;
    const bSocket = await open(b);

    const seen = nextEvent<MessageView>(
      bSocket,
      'message:updated',
      (message) => message.id === messageId && message.reactions.length === 1,
    );
    const first = await react(b, messageId, '🔥');
    expect(first.status).toBe(200);
    expect(first.body.data.reactions).toMatchObject([{ userId: b.id, emoji: '🔥' }]);
    expect((await seen).reactions[0].emoji).toBe('🔥');

    // The same user and emoji again, even at once: still one.
    const again = await Promise.all([react(b, messageId, '🔥'), react(b, messageId, '🔥')]);
    expect(again.map((answer) => answer.status)).toEqual([200, 200]);
    await react(a, messageId, '🔥');
    await react(b, messageId, '👨‍👩‍👧');
    const history = await messaging.history(a, conversationId);
    const stored: MessageView = history.body.data.items.at(-1);
    expect(stored.reactions.map((reaction) => [reaction.userId, reaction.emoji])).toEqual([
      [b.id, '🔥'],
      [a.id, '🔥'],
      [b.id, '👨‍👩‍👧'],
    ]);

    const removed = await unreact(b, messageId, '🔥');
    expect(removed.status).toBe(200);
    expect(removed.body.data.reactions.map((reaction: Reaction) => reaction.emoji)).toEqual([
      '🔥',
      '👨‍👩‍👧',
    ]);
    expect((await unreact(b, messageId, '🔥')).status).toBe(200);
  });

  it('refuses what is not an emoji, strangers, deleted messages and a ninth emoji', async () => {
    const { a, b, conversationId } = await pair();
    const stranger = await register(api, 'creator');
    const sent = await messaging.send(a, conversationId, { content: 'Hello' });
    const messageId: string = sent.body.data.id;

    const text = await react(b, messageId, 'ok');
    expect(text.status).toBe(400);
    expect(text.body.message).toContain('emoji must be a single emoji');
    expect((await react(b, messageId, '👍👍 ')).status).toBe(400);
    expect((await react(stranger, messageId, '👍')).status).toBe(404);
    expect((await unreact(b, messageId, 'x')).status).toBe(400);

    for (const emoji of ['😀', '😁', '😂', '🤣', '😃', '😄', '😅', '😆']) {
      expect((await react(b, messageId, emoji)).status).toBe(200);
    }
    const ninth = await react(b, messageId, '😉');
    expect(ninth.status).toBe(400);
    expect(ninth.body.error).toBe('At most 8 reactions per message');

    await messaging.call(a, 'DELETE', `/${messageId}`);
    const afterDelete = await messaging.history(a, conversationId);
    expect(afterDelete.body.data.items.at(-1).reactions).toEqual([]);
    const onDeleted = await react(b, messageId, '👍');
    expect(onDeleted.status).toBe(400);
    expect(onDeleted.body.error).toBe('A deleted message cannot take reactions');
  });
});

describe('drafts', () => {
  it('keeps a draft for its writer only, and sending there clears it', async () => {
    const { a, b, conversationId } = await pair();
    const saved = await messaging.call(a, 'PUT', `/conversations/${conversationId}/draft`, {
      content: 'Half a thought',
    });
    expect(saved.status).toBe(200);
    expect(saved.body.data.draft).toMatchObject({ conversationId, content: 'Half a thought' });

    const listed = await listOf(a);
    expect(listed.find((item) => item.id === conversationId)?.draft?.content).toBe(
      'Half a thought',
    );
    const theirs = await messaging.call(b, 'GET', `/conversations/${conversationId}`);
    expect(theirs.body.data.draft).toBeNull();

    await messaging.send(a, conversationId, { content: 'The whole thought' });
    const after = await messaging.call(a, 'GET', `/conversations/${conversationId}`);
    expect(after.body.data.draft).toBeNull();
  });

  it('discards a draft that is emptied or deleted, and refuses one for a stranger', async () => {
    const { a, conversationId } = await pair();
    const stranger = await register(api, 'creator');
    const path = `/conversations/${conversationId}/draft`;
    await messaging.call(a, 'PUT', path, { content: 'Something' });
    const emptied = await messaging.call(a, 'PUT', path, { content: '   ' });
    expect(emptied.body.data.draft).toBeNull();

    await messaging.call(a, 'PUT', path, { content: 'Something else' });
    const deleted = await messaging.call(a, 'DELETE', path);
    expect(deleted.status).toBe(200);
    expect(deleted.body.data.draft).toBeNull();

    expect((await messaging.call(stranger, 'PUT', path, { content: 'Hi' })).status).toBe(404);
    const tooLong = await messaging.call(a, 'PUT', path, { content: 'x'.repeat(5001) });
    expect(tooLong.status).toBe(400);
    expect(tooLong.body.message).toContain('Draft content must be at most 5000 characters');
  });
});

describe('archive, mute and pin', () => {
  it('files a conversation for its participant only: archived apart, pinned first', async () => {
    const me = await register(api, 'creator');
    const others = [await register(api, 'creator'), await register(api, 'creator')];
    const ids: string[] = [];
    for (const other of others) {
      const opened = await messaging.direct(me, other);
      ids.push(opened.body.data.id);
    }
    const [older, newer] = ids;
    await messaging.send(me, older, { content: 'first' });
    await messaging.send(me, newer, { content: 'second' });
    expect((await listOf(me)).map((item) => item.id)).toEqual([newer, older]);

    const pinned = await prefer(me, older, { isPinned: true });
    expect(pinned.status).toBe(200);
    expect(pinned.body.data).toMatchObject({ isPinned: true, isArchived: false, isMuted: false });
    expect((await listOf(me)).map((item) => item.id)).toEqual([older, newer]);

    await prefer(me, newer, { isArchived: true });
    expect((await listOf(me, '?archived=false')).map((item) => item.id)).toEqual([older]);
    expect((await listOf(me, '?archived=true')).map((item) => item.id)).toEqual([newer]);
    expect(await listOf(me)).toHaveLength(2);
    // The other side sees nothing of it.
    expect((await listOf(others[1]))[0]).toMatchObject({ isArchived: false, isPinned: false });

    await prefer(me, newer, { isArchived: false });
    expect((await listOf(me, '?archived=true')).map((item) => item.id)).toEqual([]);

    expect((await prefer(me, older, {})).status).toBe(400);
    expect((await prefer(me, older, { isPinned: 'yes' })).status).toBe(400);
    const badFilter = await messaging.call(me, 'GET', '/conversations?archived=maybe');
    expect(badFilter.status).toBe(400);
  });

  it('brings an archived conversation back with a new message, unless it is also muted', async () => {
    const { a, b, conversationId } = await pair();
    const quiet = await messaging.direct(b, await register(api, 'creator'));
    const quietId: string = quiet.body.data.id;
    await prefer(b, conversationId, { isArchived: true });
    await prefer(b, quietId, { isArchived: true, isMuted: true });
    expect((await listOf(b, '?archived=true')).map((item) => item.id).sort()).toEqual(
      [conversationId, quietId].sort(),
    );

    await messaging.send(a, conversationId, { content: 'Back to the inbox' });
    const inbox = await listOf(b, '?archived=false');
    expect(inbox.find((item) => item.id === conversationId)).toMatchObject({ isArchived: false });
    expect((await listOf(b, '?archived=true')).map((item) => item.id)).toEqual([quietId]);
    // The sender's own filing is not touched by their message.
    await prefer(a, conversationId, { isArchived: true });
    await messaging.send(a, conversationId, { content: 'Still archived for me' });
    expect((await listOf(a, '?archived=true')).map((item) => item.id)).toEqual([conversationId]);
  });

  it('notifies nobody of messages in a conversation they muted', async () => {
    const { a, b, conversationId } = await pair();
    const other = await register(api, 'creator');
    const second = await messaging.direct(a, other);
    expect(second.status).toBe(201);
    const muted = await prefer(b, conversationId, { isMuted: true });
    expect(muted.body.data.isMuted).toBe(true);

    await messaging.send(a, conversationId, { content: 'Muted news' });
    // Once a later message elsewhere has notified, the muted one would have too.
    const otherSide = await messaging.direct(other, b);
    await messaging.send(other, otherSide.body.data.id, { content: 'Loud news' });
    const notifications = await eventually(
      async () =>
        (await api('GET', '/api/notifications?limit=100', undefined, { token: b.token })).body.data
          .items as { conversationId: string | null }[],
      (items) => items.some((item) => item.conversationId === otherSide.body.data.id),
    );
    expect(notifications.some((item) => item.conversationId === conversationId)).toBe(false);

    // Unmuted, the next message notifies again.
    await prefer(b, conversationId, { isMuted: false });
    await messaging.send(a, conversationId, { content: 'Audible again' });
    await eventually(
      async () =>
        (await api('GET', '/api/notifications?limit=100', undefined, { token: b.token })).body.data
          .items as { conversationId: string | null }[],
      (items) => items.some((item) => item.conversationId === conversationId),
    );
  });
});

describe('deleting for oneself and chat themes', () => {
  it('deletes a conversation for its caller until a new message, and keeps themes per user', async () => {
    const { a, b, conversationId } = await pair();
    await messaging.send(a, conversationId, { content: 'Before the delete' });
    const path = `/conversations/${conversationId}`;

    const deleted = await messaging.call(b, 'DELETE', path);
    expect(deleted.status).toBe(200);
    expect(deleted.body.data).toBeNull();
    expect((await messaging.call(b, 'DELETE', path)).status).toBe(200);
    expect((await listOf(b)).map((item) => item.id)).not.toContain(conversationId);
    expect((await listOf(a)).map((item) => item.id)).toContain(conversationId);
    expect((await messaging.call(await register(api, 'creator'), 'DELETE', path)).status).toBe(404);

    await messaging.send(a, conversationId, { content: 'After the delete' });
    const back = (await listOf(b)).find((item) => item.id === conversationId);
    expect(back).toMatchObject({ unreadCount: 1, lastMessage: { content: 'After the delete' } });
    const history = await messaging.call(b, 'GET', `${path}/messages`);
    expect(history.body.data.items.map((m: { content: string }) => m.content)).toEqual([
      'After the delete',
    ]);
    expect(history.body.data.nextCursor).toBeNull();

    const themed = await messaging.call(b, 'PUT', `${path}/theme`, { themeId: 'midnight' });
    expect(themed.status).toBe(200);
    expect(themed.body.data).toMatchObject({ id: conversationId, themeId: 'midnight' });
    expect((await listOf(a)).find((item) => item.id === conversationId)).toMatchObject({
      themeId: null,
    });
    const reset = await messaging.call(b, 'PUT', `${path}/theme`, { themeId: null });
    expect(reset.body.data).toMatchObject({ themeId: null });
    const refused = await messaging.call(b, 'PUT', `${path}/theme`, { themeId: 'neon' });
    expect(refused.status).toBe(400);
  });
});

describe('presence over the socket', () => {
  it('tells the people one talks with when one comes online and goes offline', async () => {
    const { a, b } = await pair();
    const bSocket = await open(b);
    const online = nextEvent<{ userId: string; status: string }>(
      bSocket,
      'presence',
      (event) => event.userId === a.id && event.status === 'ONLINE',
      20_000,
    );
    await api('POST', '/api/online-status/set-online', { socketId: 'tab' }, { token: a.token });
    expect(await online).toMatchObject({ userId: a.id, status: 'ONLINE' });

    const offline = nextEvent<{ userId: string; status: string; lastSeen: string }>(
      bSocket,
      'presence',
      (event) => event.userId === a.id && event.status === 'OFFLINE',
      20_000,
    );
    await api('POST', '/api/online-status/set-offline', { socketId: 'tab' }, { token: a.token });
    expect(Date.parse((await offline).lastSeen)).not.toBeNaN();
  });

  it('counts a user online while a socket of theirs is open, and offline when the last closes', async () => {
    const { a } = await pair();
    const statusOf = async () =>
      (await api('GET', `/api/online-status/status/${a.id}`, undefined, { token: a.token })).body
        .data.status as string;
    const first = await open(a);
    const second = await open(a);
    // Opened and closed sockets reach presence on separate topics, so wait until it has counted
    // both before one closes; otherwise the close can overtake the second opening.
    await eventually(
      () => openSocketsOf(a.id),
      (count) => count === 2,
    );
    expect(await statusOf()).toBe('ONLINE');

    first.disconnect();
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    expect(await statusOf()).toBe('ONLINE');
    second.disconnect();
    await eventually(statusOf, (status) => status === 'OFFLINE');
  });
});

/** How many sockets of the user presence counts, read from its live store. */
async function openSocketsOf(userId: string): Promise<number> {
  const redis = new Redis(process.env.REDIS_URL ?? 'redis://127.0.0.1:6379');
  try {
    return await redis.scard(`{${stack.env('presence').PRESENCE_REDIS_PREFIX}}:sockets:${userId}`);
  } finally {
    redis.disconnect();
  }
}

describe('support requests', () => {
  it('are support tickets in the admin service now, not conversations', async () => {
    const fan = await register(api, 'subscriber');
    const asked = await messaging.call(fan, 'POST', '/conversations', {
      type: 'support',
      name: 'My card was charged twice',
    });
    expect(asked.status).toBe(400);
    expect(asked.body.error).toBe("type must be 'direct' or 'group'");
  });
});
