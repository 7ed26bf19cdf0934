import { MAX_BULK_STATUS_USERS } from '@tessera/contracts';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiClient, type Call } from '../../../test/support/api-client';
import { EventProducer } from '../../../test/support/event-producer';
import { KafkaProbe } from '../../../test/support/kafka-probe';
import { useStack } from '../../../test/support/stack';
import { type Actor, eventually, register } from './presence-actors';

const brokers = (process.env.KAFKA_BROKERS ?? '127.0.0.1:9092').split(',');
const probe = new KafkaProbe(brokers);
const events = new EventProducer(brokers);
const stack = useStack({ services: ['auth', 'presence'] });
let api: Call;
let viewer: Actor;

beforeAll(async () => {
  api = apiClient(stack.gatewayUrl);
  await probe.start(['presence.changed']);
  await events.start();
  viewer = await register(api);
});

afterAll(async () => {
  await probe.stop();
  await events.stop();
});

const call = (actor: Actor, method: string, path: string, body?: unknown) =>
  api(method, `/api/online-status${path}`, body, { token: actor.token });
const statusOf = async (userId: string) =>
  (await call(viewer, 'GET', `/status/${userId}`)).body.data;
const changesOf = (userId: string) =>
  probe
    .matching('presence.changed', (event) => dataOf(event).userId === userId)
    .map((record) => {
      const data = dataOf(record.value as Record<string, unknown>);
      return data.status;
    });
const dataOf = (event: Record<string, unknown>) =>
  event.data as { userId: string; status: string; lastSeen: string; changedAt: string };
const changed = (userId: string, status: string) =>
  probe.waitFor(
    'presence.changed',
    (event) => dataOf(event).userId === userId && dataOf(event).status === status,
  );

describe('connections', () => {
  it('keeps a user online while one of two sockets is open, offline with lastSeen after the last', async () => {
    const user = await register(api);
    expect((await statusOf(user.id)).status).toBe('OFFLINE');

    const first = await call(user, 'POST', '/set-online', { socketId: 'tab-one' });
    expect(first.status).toBe(200);
    expect(first.body.data).toMatchObject({ userId: user.id, status: 'ONLINE' });
    await call(user, 'POST', '/set-online', { socketId: 'tab-two' });
    const online = await changed(user.id, 'ONLINE');
    expect(online.key).toBe(user.id);

    const oneClosed = await call(user, 'POST', '/set-offline', { socketId: 'tab-one' });
    expect(oneClosed.body.data.status).toBe('ONLINE');
    expect((await statusOf(user.id)).status).toBe('ONLINE');

    await call(user, 'POST', '/set-offline', { socketId: 'tab-two' });
    const record = await statusOf(user.id);
    expect(record.status).toBe('OFFLINE');
    expect(Date.now() - Date.parse(record.lastSeen)).toBeLessThan(10_000);
    const offline = await changed(user.id, 'OFFLINE');
    expect(dataOf(offline.value as Record<string, unknown>).lastSeen).toBe(record.lastSeen);
    // A second socket and its closing that left the user online changed nothing to announce.
    expect(changesOf(user.id)).toEqual(['ONLINE', 'OFFLINE']);
  });

  it('ends every connection on set-offline without a socket id', async () => {
    const user = await register(api);
    await call(user, 'POST', '/set-online', { socketId: 'phone' });
    await call(user, 'POST', '/set-online', { socketId: 'laptop' });
    const ended = await call(user, 'POST', '/set-offline');
    expect(ended.status).toBe(200);
    expect(ended.body.data.status).toBe('OFFLINE');
    // The closed sockets are gone: closing one of them again does not bring anything back.
    await call(user, 'POST', '/set-offline', { socketId: 'phone' });
    expect((await statusOf(user.id)).status).toBe('OFFLINE');
  });

  it('brings a user online with a heartbeat alone', async () => {
    const user = await register(api);
    const beat = await call(user, 'POST', '/heartbeat');
    expect(beat.status).toBe(200);
    expect(beat.body.data.status).toBe('ONLINE');
    expect(beat.body.data.lastActivity).toEqual(expect.any(String));
    await changed(user.id, 'ONLINE');
  });
});

describe('picked statuses', () => {
  it('accepts lower case, keeps the pick across connections, and refuses unknown ones', async () => {
    const user = await register(api);
    await call(user, 'POST', '/set-online', { socketId: 'desk' });
    const away = await call(user, 'POST', '/set-status', { status: 'away' });
    expect(away.status).toBe(200);
    expect(away.body.data.status).toBe('AWAY');
    await changed(user.id, 'AWAY');
    await call(user, 'POST', '/heartbeat');
    expect((await statusOf(user.id)).status).toBe('AWAY');

    const unknown = await call(user, 'POST', '/set-status', { status: 'sleeping' });
    expect(unknown.status).toBe(400);
    expect(unknown.body.error).toBe('Status must be one of ONLINE, AWAY, BUSY, OFFLINE');
    expect((await call(user, 'POST', '/set-status', {})).status).toBe(400);

    expect((await call(user, 'POST', '/set-status', { status: 'busy' })).body.data.status).toBe(
      'BUSY',
    );
  });

  it('lets a connected user appear offline until they pick another status', async () => {
    const user = await register(api);
    await call(user, 'POST', '/set-online', { socketId: 'hidden' });
    await call(user, 'POST', '/set-status', { status: 'OFFLINE' });
    await changed(user.id, 'OFFLINE');
    await call(user, 'POST', '/heartbeat');
    expect((await statusOf(user.id)).status).toBe('OFFLINE');
    const listed = await call(viewer, 'GET', '/online-users?limit=200');
    expect(listed.body.data.users.map((entry: { userId: string }) => entry.userId)).not.toContain(
      user.id,
    );
    await call(user, 'POST', '/set-status', { status: 'ONLINE' });
    expect((await statusOf(user.id)).status).toBe('ONLINE');
  });
});

describe('appearing offline', () => {
  const tick = () => new Promise((resolve) => setTimeout(resolve, 5));

  it('freezes what others see at the moment of going invisible, across heartbeats', async () => {
    const user = await register(api);
    await call(user, 'POST', '/set-online', { socketId: 'visible' });
    await tick();
    await call(user, 'POST', '/heartbeat');
    const visible = await statusOf(user.id);
    expect(visible).toMatchObject({ status: 'ONLINE', lastSeen: visible.lastActivity });

    await tick();
    await call(user, 'POST', '/set-status', { status: 'OFFLINE' });
    const hidden = await statusOf(user.id);
    expect(hidden).toEqual({
      userId: user.id,
      status: 'OFFLINE',
      lastSeen: visible.lastActivity,
      lastActivity: visible.lastActivity,
    });
    const announced = await changed(user.id, 'OFFLINE');
    expect(dataOf(announced.value as Record<string, unknown>).lastSeen).toBe(visible.lastActivity);

    for (let beat = 0; beat < 2; beat += 1) {
      await tick();
      const own = await call(user, 'POST', '/heartbeat');
      // The user's own record still carries their true last sign of life.
      expect(own.body.data.status).toBe('OFFLINE');
      expect(Date.parse(own.body.data.lastActivity)).toBeGreaterThan(
        Date.parse(visible.lastActivity),
      );
      expect(await statusOf(user.id)).toEqual(hidden);
    }
    await call(user, 'POST', '/set-offline');
    expect(await statusOf(user.id)).toEqual(hidden);

    const back = await call(user, 'POST', '/set-status', { status: 'ONLINE' });
    expect(await statusOf(user.id)).toEqual({
      userId: user.id,
      status: 'ONLINE',
      lastSeen: back.body.data.lastActivity,
      lastActivity: back.body.data.lastActivity,
    });
  });
});

describe('reading many', () => {
  it('answers bulk statuses, counts and lists the online users', async () => {
    const [online, busy, never] = await Promise.all([register(api), register(api), register(api)]);
    const before = (await call(viewer, 'GET', '/online-count')).body.data.onlineCount;
    await call(online, 'POST', '/set-online', { socketId: 's1' });
    await call(busy, 'POST', '/set-status', { status: 'BUSY' });

    const bulk = await call(viewer, 'POST', '/bulk-status', {
      userIds: [online.id, busy.id, never.id, online.id],
    });
    expect(bulk.status).toBe(200);
    expect(bulk.body.data.statuses).toEqual({
      [online.id]: 'ONLINE',
      [busy.id]: 'BUSY',
      [never.id]: 'OFFLINE',
    });
    expect((await call(viewer, 'POST', '/bulk-status', { userIds: [] })).body.data).toEqual({
      statuses: {},
    });

    const count = await call(viewer, 'GET', '/online-count');
    expect(count.body.data.onlineCount).toBe(before + 2);

    const page = await call(viewer, 'GET', '/online-users?limit=2');
    expect(page.status).toBe(200);
    // Most recently active first: the two who just came online.
    expect(page.body.data.users).toEqual([
      { userId: busy.id, status: 'BUSY', lastActivityAt: expect.any(String) },
      { userId: online.id, status: 'ONLINE', lastActivityAt: expect.any(String) },
    ]);
    const all = await call(viewer, 'GET', '/online-users');
    expect(all.body.data.users.length).toBeLessThanOrEqual(50);
  });
});

describe('a user who hides their status', () => {
  it('reads offline and never seen to others, who are told of the flips and nothing between', async () => {
    const shy = await register(api);
    const profile = (body: Record<string, unknown>) =>
      api('PUT', '/api/auth/profile', body, { token: shy.token });
    await call(shy, 'POST', '/set-online', { socketId: 'tab' });
    expect((await statusOf(shy.id)).status).toBe('ONLINE');

    const hidden = await profile({ showOnlineStatus: false });
    expect(hidden.body.data.user.showOnlineStatus).toBe(false);
    const seen = await eventually(
      () => statusOf(shy.id),
      (record) => record.status === 'OFFLINE',
    );
    expect(seen).toEqual({ userId: shy.id, status: 'OFFLINE', lastSeen: null, lastActivity: null });
    const bulk = await call(viewer, 'POST', '/bulk-status', { userIds: [shy.id, viewer.id] });
    expect(bulk.body.data.statuses[shy.id]).toBe('OFFLINE');
    const listed = await call(viewer, 'GET', '/online-users?limit=50');
    const listedIds = listed.body.data.users.map((user: { userId: string }) => user.userId);
    expect(listedIds).not.toContain(shy.id);
    expect((await call(shy, 'GET', `/status/${shy.id}`)).body.data.status).toBe('ONLINE');
    await call(shy, 'POST', '/set-status', { status: 'BUSY' });

    const shownAt = new Date();
    expect((await profile({ showOnlineStatus: true })).status).toBe(200);
    const shown = await eventually(
      () => statusOf(shy.id),
      (record) => record.status === 'BUSY',
    );
    expect(shown.status).toBe('BUSY');
    await call(shy, 'POST', '/set-status', { status: 'AWAY' });
    await changed(shy.id, 'AWAY');
    // One user's events share a partition: AWAY arriving means every earlier one came first.
    // Hiding told others OFFLINE and showing again BUSY; picking BUSY while hidden told nobody.
    expect(changesOf(shy.id)).toEqual(['ONLINE', 'OFFLINE', 'BUSY', 'AWAY']);

    // A late copy of an older choice to hide, delivered twice, then a newer one on the same
    // partition: only the newer one flips what others see, so the one flip told carries its time.
    const send = (updatedAt: string, times = 1) =>
      events.send(
        'user.updated',
        { userId: shy.id, changes: { showOnlineStatus: false }, updatedAt },
        shy.id,
        times,
      );
    await send(new Date(shownAt.getTime() - 1).toISOString(), 2);
    const hiddenAt = new Date().toISOString();
    await send(hiddenAt);
    await eventually(
      async () => changesOf(shy.id),
      (changes) => changes.length === 5,
    );
    expect(changesOf(shy.id)).toEqual(['ONLINE', 'OFFLINE', 'BUSY', 'AWAY', 'OFFLINE']);
    const told = probe.matching('presence.changed', (event) => dataOf(event).userId === shy.id);
    expect(dataOf(told[4].value as Record<string, unknown>).changedAt).toBe(hiddenAt);
    expect((await statusOf(shy.id)).status).toBe('OFFLINE');
  });
});

describe("messaging's socket events", () => {
  it('ignores the opening of a socket whose close arrived first, on its own topic', async () => {
    const user = await register(api);
    const tag = `{${stack.env('presence').PRESENCE_REDIS_PREFIX}}`;
    const socket = (socketId: string) => ({
      userId: user.id,
      socketId,
      at: new Date().toISOString(),
    });
    const redis = new Redis(process.env.REDIS_URL ?? 'redis://127.0.0.1:6379');
    try {
      await events.send('socket.closed', socket('closed-first'), user.id);
      await eventually(
        () => redis.hexists(`${tag}:user:${user.id}`, 'closed:closed-first'),
        (marked) => marked === 1,
      );
      // Both openings share a topic and a key, so the second arriving means the first came before.
      await events.send('socket.opened', socket('closed-first'), user.id);
      await events.send('socket.opened', socket('still-open'), user.id);
      await eventually(
        () => statusOf(user.id),
        (record) => record.status === 'ONLINE',
      );
      expect(await redis.smembers(`${tag}:sockets:${user.id}`)).toEqual(['still-open']);
      expect(await redis.hexists(`${tag}:user:${user.id}`, 'closed:closed-first')).toBe(0);

      await events.send('socket.closed', socket('still-open'), user.id);
      await eventually(
        () => statusOf(user.id),
        (record) => record.status === 'OFFLINE',
      );
    } finally {
      redis.disconnect();
    }
  });
});

describe('bad input', () => {
  it('answers 4xx, never 5xx', async () => {
    const tooMany = Array.from({ length: MAX_BULK_STATUS_USERS + 1 }, (_, index) => `u${index}`);
    const cases: Array<[string, string, unknown, number]> = [
      ['POST', '/set-online', {}, 400],
      ['POST', '/set-online', { socketId: 'has space' }, 400],
      ['POST', '/set-online', { socketId: 42 }, 400],
      ['POST', '/set-offline', { socketId: 'x'.repeat(65) }, 400],
      ['POST', '/set-status', { status: 7 }, 400],
      ['GET', '/status/not%20an%20id', undefined, 400],
      ['POST', '/bulk-status', { userIds: tooMany }, 400],
      ['POST', '/bulk-status', { userIds: 'abc' }, 400],
      ['POST', '/bulk-status', { userIds: ['ok', '../bad'] }, 400],
      ['GET', '/online-users?limit=0', undefined, 400],
      ['GET', '/online-users?limit=201', undefined, 400],
      ['GET', '/online-users?limit=many', undefined, 400],
    ];
    for (const [method, path, body, status] of cases) {
      const answer = await call(viewer, method, path, body);
      expect({ method, path, status: answer.status }).toEqual({ method, path, status });
      expect(answer.body.error).toEqual(expect.any(String));
    }
    const tooManyAnswer = await call(viewer, 'POST', '/bulk-status', { userIds: tooMany });
    expect(tooManyAnswer.body.error).toBe(`At most ${MAX_BULK_STATUS_USERS} user ids at once`);

    const malformed = await api('POST', '/api/online-status/set-status', undefined, {
      token: viewer.token,
      rawBody: '{"status":',
    });
    expect(malformed.status).toBe(400);
  });

  it('needs a signed-in user for every call', async () => {
    for (const [method, path] of [
      ['POST', '/set-online'],
      ['POST', '/set-offline'],
      ['POST', '/set-status'],
      ['POST', '/heartbeat'],
      ['GET', `/status/${viewer.id}`],
      ['POST', '/bulk-status'],
      ['GET', '/online-count'],
      ['GET', '/online-users'],
    ]) {
      const body = method === 'POST' ? {} : undefined;
      expect((await api(method, `/api/online-status${path}`, body)).status).toBe(401);
    }
  });
});

describe('lastSeen', () => {
  it('survives the loss of the live store', async () => {
    const user = await register(api);
    await call(user, 'POST', '/set-online', { socketId: 'only' });
    await call(user, 'POST', '/set-offline', { socketId: 'only' });
    const before = await statusOf(user.id);
    await changed(user.id, 'OFFLINE');
    await forgetRedisKeys(`{${stack.env('presence').PRESENCE_REDIS_PREFIX}}`);

    const after = await eventually(
      () => statusOf(user.id),
      (record) => record.lastActivity === null,
    );
    expect(after).toEqual({ ...before, lastActivity: null });
  });
});

describe('heartbeat expiry', () => {
  it('takes a user offline once their heartbeat lapses, announcing it with the last activity as lastSeen', async () => {
    // A second instance with a 2 s timeout, swept every second.
    const quick = await stack.startInstance('presence', {
      PRESENCE_HEARTBEAT_TIMEOUT_SECONDS: '2',
      PRESENCE_SWEEP_INTERVAL_SECONDS: '1',
    });
    const quickApi = apiClient(quick.url);
    const user = await register(api);
    const beat = await quickApi('POST', '/api/online-status/heartbeat', undefined, {
      token: user.token,
    });
    expect(beat.body.data.status).toBe('ONLINE');
    await quickApi(
      'POST',
      '/api/online-status/set-online',
      { socketId: 'left-open' },
      {
        token: user.token,
      },
    );
    const lastActivity = (
      await quickApi('GET', `/api/online-status/status/${user.id}`, undefined, {
        token: user.token,
      })
    ).body.data.lastActivity;

    const offline = await changed(user.id, 'OFFLINE');
    expect(dataOf(offline.value as Record<string, unknown>).lastSeen).toBe(lastActivity);
    const record = await quickApi('GET', `/api/online-status/status/${user.id}`, undefined, {
      token: user.token,
    });
    expect(record.body.data).toMatchObject({ status: 'OFFLINE', lastSeen: lastActivity });
    const count = await quickApi('GET', '/api/online-status/online-count', undefined, {
      token: user.token,
    });
    expect(count.body.data.onlineCount).toBe(0);
  });
});

/** As if Redis had lost the service's data. */
async function forgetRedisKeys(tag: string) {
  const redis = new Redis(process.env.REDIS_URL ?? 'redis://127.0.0.1:6379');
  try {
    const keys = await redis.keys(`${tag.replace(/[{}]/g, '\\$&')}:*`);
    if (keys.length > 0) await redis.del(...keys);
  } finally {
    redis.disconnect();
  }
}
