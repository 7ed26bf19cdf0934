import { EVENT_CATALOG, eventEnvelopeSchema } from '@tessera/contracts';
import { execFile } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { promisify } from 'node:util';
import { Kafka, logLevel, Partitioners, type Producer } from 'kafkajs';
import { MongoClient } from 'mongodb';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiClient, type Call, newUser } from '../../../test/support/api-client';
import { KafkaProbe } from '../../../test/support/kafka-probe';
import { REPO_ROOT } from '../../../test/support/processes';
import { useStack } from '../../../test/support/stack';

const brokers = (process.env.KAFKA_BROKERS ?? '127.0.0.1:9092').split(',');
const probe = new KafkaProbe(brokers);
const stack = useStack({ services: ['auth'] });
let api: Call;
let producer: Producer;

beforeAll(async () => {
  api = apiClient(stack.gatewayUrl);
  await probe.start([
    'user.registered',
    'user.updated',
    'audit.log',
    'subscription.created',
    'subscription.created.dlq',
  ]);
  producer = new Kafka({
    clientId: 'tessera-test-producer',
    brokers,
    logLevel: logLevel.NOTHING,
  }).producer({
    createPartitioner: Partitioners.DefaultPartitioner,
  });
  await producer.connect();
});

afterAll(async () => {
  await producer.disconnect();
  await probe.stop();
});

function expectValidEnvelope(value: unknown, type: keyof typeof EVENT_CATALOG) {
  const envelope = eventEnvelopeSchema.parse(value);
  expect(envelope.type).toBe(type);
  expect(envelope.producer).toBe('auth');
  expect(EVENT_CATALOG[type].schema.safeParse(envelope.data).success).toBe(true);
  return envelope;
}

describe('events through the outbox', () => {
  it('publishes user.registered and the audit trail of sign-in, failure and logout', async () => {
    const input = newUser();
    const registered = await api('POST', '/api/auth/register', input);
    const userId = registered.body.data.user.id;

    const record = await probe.waitFor(
      'user.registered',
      (v) => (v.data as { userId?: string })?.userId === userId,
    );
    expect(record.key).toBe(userId);
    const envelope = expectValidEnvelope(record.value, 'user.registered');
    expect(envelope.data).toMatchObject({ email: input.email, role: 'subscriber' });
    expect(envelope.data).not.toHaveProperty('password');

    await api('POST', '/api/auth/login', { email: input.email, password: 'Wrong-passw0rd' });
    const login = await api('POST', '/api/auth/login', {
      email: input.email,
      password: input.password,
    });
    await api('POST', '/api/auth/logout', {}, { token: login.body.data.token });

    for (const action of ['user.registered', 'user.login_failed', 'user.login', 'user.logout']) {
      const audit = await probe.waitFor(
        'audit.log',
        (v) =>
          (v.data as { userId?: string; action?: string })?.userId === userId &&
          (v.data as { action: string }).action === action,
      );
      const auditEnvelope = expectValidEnvelope(audit.value, 'audit.log');
      expect(JSON.stringify(auditEnvelope)).not.toContain(input.password);
    }
  });

  it('records failed sign-ins for unknown emails on the audit stream', async () => {
    const email = `ghost_${randomUUID()}@example.com`;
    await api('POST', '/api/auth/login', { email, password: 'Whatever1' });
    const audit = await probe.waitFor(
      'audit.log',
      (v) =>
        (v.data as { action?: string; details?: { reason?: string } })?.action ===
          'user.login_failed' &&
        (v.data as { details: { reason?: string } }).details.reason === 'unknown-email' &&
        (v as { correlationId?: string }).correlationId !== undefined,
    );
    expectValidEnvelope(audit.value, 'audit.log');
  });

  it('delivers an event written before the service was killed, once the service starts again', async () => {
    // An instance with its own database, so no other running instance relays the event first.
    const writer = await stack.startInstance('auth', { OUTBOX_RELAY_ENABLED: 'false' });
    const input = newUser();
    const registered = await apiClient(writer.url)('POST', '/api/auth/register', input);
    expect(registered.status).toBe(201);
    const userId = registered.body.data.user.id;
    await writer.stop('SIGKILL');

    await new Promise((resolve) => setTimeout(resolve, 1500));
    const isOurs = (v: Record<string, unknown>) =>
      (v.data as { userId?: string })?.userId === userId;
    expect(probe.matching('user.registered', isOurs)).toHaveLength(0);

    // Same database; a new consumer group, so it need not wait out the killed member's session.
    const restarted = await stack.startInstance('auth', { MONGO_DB: writer.env.MONGO_DB });
    try {
      const record = await probe.waitFor('user.registered', isOurs);
      expectValidEnvelope(record.value, 'user.registered');
      const login = await apiClient(restarted.url)('POST', '/api/auth/login', {
        email: input.email,
        password: input.password,
      });
      expect(login.status).toBe(200);
      await new Promise((resolve) => setTimeout(resolve, 1000));
      expect(probe.matching('user.registered', isOurs)).toHaveLength(1);
    } finally {
      await restarted.stop();
    }
  });
});

describe('profile pictures on other hosts', () => {
  it('are cleared when the service starts, with the profile update other services follow', async () => {
    const first = await stack.startInstance('auth', {});
    const registered = await apiClient(first.url)('POST', '/api/auth/register', newUser());
    expect(registered.status).toBe(201);
    const userId = registered.body.data.user.id;
    await first.stop();
    // As a Google sign-up stored it before pictures had to be uploads.
    const mongo = await MongoClient.connect(first.env.MONGO_URL);
    try {
      await mongo
        .db(first.env.MONGO_DB)
        .collection<{ _id: string }>('users')
        .updateOne({ _id: userId }, { $set: { avatar: 'https://lh3.googleusercontent.com/a/x' } });
    } finally {
      await mongo.close();
    }

    const restarted = await stack.startInstance('auth', { MONGO_DB: first.env.MONGO_DB });
    try {
      const update = await probe.waitFor('user.updated', (value) => {
        const data = value.data as { userId: string; changes: { avatar?: string } };
        return data.userId === userId && data.changes.avatar === '';
      });
      expectValidEnvelope(update.value, 'user.updated');
      const profile = await apiClient(restarted.url)('GET', `/api/users/${userId}`);
      expect(profile.body.data.user.avatar).toBe('');
    } finally {
      await restarted.stop();
    }
  });
});

describe('admin actions', () => {
  it('creates an admin from the command line who can change roles, audited as role changes', async () => {
    const admin = newUser();
    await promisify(execFile)(
      process.execPath,
      [
        path.join(REPO_ROOT, 'services/auth/dist/cli/create-admin.js'),
        '--email',
        admin.email,
        '--username',
        admin.username,
      ],
      {
        env: { ...process.env, ...stack.env('auth'), ADMIN_PASSWORD: admin.password },
      },
    );
    const adminLogin = await api('POST', '/api/auth/login', {
      email: admin.email,
      password: admin.password,
    });
    expect(adminLogin.body.data.user.role).toBe('admin');

    const member = await api('POST', '/api/auth/register', newUser());
    const memberId = member.body.data.user.id;
    const promoted = await api(
      'PUT',
      `/api/users/${memberId}`,
      { role: 'creator', isVerified: true },
      { token: adminLogin.body.data.token },
    );
    expect(promoted.status).toBe(200);
    expect(promoted.body.data.user).toMatchObject({ role: 'creator', isVerified: true });

    const audit = await probe.waitFor(
      'audit.log',
      (v) =>
        (v.data as { action?: string; userId?: string })?.action === 'user.role_changed' &&
        (v.data as { userId: string }).userId === memberId,
    );
    const envelope = expectValidEnvelope(audit.value, 'audit.log');
    expect(envelope.actorId).toBe(adminLogin.body.data.user.id);
    expect(envelope.data).toMatchObject({ details: { from: 'subscriber', to: 'creator' } });
    await probe.waitFor(
      'user.updated',
      (v) => (v.data as { userId?: string })?.userId === memberId,
    );
  });
});

describe('consuming subscription.created', () => {
  function subscriptionEvent(subscriberId: string, data: Record<string, unknown> = {}) {
    return {
      id: randomUUID(),
      type: 'subscription.created',
      version: 1,
      occurredAt: new Date().toISOString(),
      producer: 'subscription-billing',
      key: subscriberId,
      data: {
        subscriptionId: randomUUID(),
        subscriberId,
        tierId: 'pro-subscriber',
        status: 'active',
        currentPeriodStart: new Date().toISOString(),
        currentPeriodEnd: new Date(Date.now() + 30 * 86_400_000).toISOString(),
        ...data,
      },
    };
  }

  /** How many subscription.created messages the auth service counted with this outcome. */
  async function consumed(outcome: 'handled' | 'duplicate'): Promise<number> {
    const metrics = await (await fetch(`${stack.url('auth')}/metrics`)).text();
    const line = metrics
      .split('\n')
      .find((entry) =>
        entry.startsWith(`events_consumed_total{type="subscription.created",outcome="${outcome}"}`),
      );
    return line ? Number(line.split(' ').at(-1)) : 0;
  }

  it('applies a platform tier once, even when the event is delivered twice', async () => {
    const registered = await api('POST', '/api/auth/register', newUser());
    const { id: userId } = registered.body.data.user;
    const [handledBefore, duplicatesBefore] = [
      await consumed('handled'),
      await consumed('duplicate'),
    ];
    const event = subscriptionEvent(userId);
    const message = { key: userId, value: JSON.stringify(event) };
    await producer.send({ topic: 'subscription.created', messages: [message, message] });

    const deadline = Date.now() + 20_000;
    while ((await consumed('duplicate')) === duplicatesBefore && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    expect(await consumed('handled')).toBe(handledBefore + 1);
    expect(await consumed('duplicate')).toBe(duplicatesBefore + 1);
    const profile = await api('GET', '/api/auth/profile', undefined, {
      token: registered.body.data.token,
    });
    expect(profile.body.data.user.subscriptionTier).toMatchObject({
      tierId: 'pro-subscriber',
      status: 'active',
    });
  });

  it('follows the plan through its later events, and ignores a late expiry of a replaced plan', async () => {
    const registered = await api('POST', '/api/auth/register', newUser());
    const { id: userId } = registered.body.data.user;
    const tierOf = async () =>
      (await api('GET', '/api/auth/profile', undefined, { token: registered.body.data.token })).body
        .data.user.subscriptionTier;
    const at = (offsetMs: number) => new Date(Date.now() + offsetMs).toISOString();
    const send = (type: string, data: Record<string, unknown>) => {
      const event = { ...subscriptionEvent(userId, data), type };
      return producer.send({
        topic: type,
        messages: [{ key: userId, value: JSON.stringify(event) }],
      });
    };
    const eventually = async (expected: Record<string, unknown>) => {
      const deadline = Date.now() + 20_000;
      while (Date.now() < deadline) {
        const tier = await tierOf();
        if (tier && Object.entries(expected).every(([key, value]) => tier[key] === value)) return;
        await new Promise((resolve) => setTimeout(resolve, 250));
      }
      expect(await tierOf()).toMatchObject(expected);
    };
    const first = { subscriptionId: randomUUID(), tierId: 'basic-subscriber' };
    const second = { subscriptionId: randomUUID(), tierId: 'vip-subscriber' };

    await send('subscription.created', { ...first, currentPeriodStart: at(-60_000) });
    await eventually({ tierId: 'basic-subscriber', status: 'active' });
    await send('subscription.renewed', { ...first, changedAt: at(-50_000) });
    await send('subscription.created', { ...second, currentPeriodStart: at(-40_000) });
    await eventually({ tierId: 'vip-subscriber' });
    await send('subscription.expired', {
      ...first,
      changedAt: at(-30_000),
      reason: 'period_ended',
    });
    await send('subscription.canceled', {
      ...second,
      changedAt: at(-20_000),
      cancelAtPeriodEnd: true,
    });
    await send('subscription.expired', {
      ...second,
      changedAt: at(-10_000),
      reason: 'period_ended',
    });
    await eventually({ tierId: 'vip-subscriber', status: 'expired' });
  });

  it('parks an invalid event on the dead-letter topic instead of blocking the partition', async () => {
    const key = randomUUID();
    const bad = { ...subscriptionEvent(key), data: { subscriberId: key, tierId: 42 } };
    await producer.send({
      topic: 'subscription.created',
      messages: [{ key, value: JSON.stringify(bad) }],
    });
    const dead = await probe.waitFor(
      'subscription.created.dlq',
      (v) => (v.message as { id?: string })?.id === bad.id,
    );
    expect(dead.value).toMatchObject({
      originalTopic: 'subscription.created',
      reason: expect.stringMatching(/invalid payload/),
    });

    const registered = await api('POST', '/api/auth/register', newUser());
    const good = subscriptionEvent(registered.body.data.user.id, { tierId: 'vip-subscriber' });
    await producer.send({
      topic: 'subscription.created',
      messages: [{ key, value: JSON.stringify(good) }],
    });
    const deadline = Date.now() + 20_000;
    let tierId: string | undefined;
    while (tierId !== 'vip-subscriber' && Date.now() < deadline) {
      const profile = await api('GET', '/api/auth/profile', undefined, {
        token: registered.body.data.token,
      });
      tierId = profile.body.data.user.subscriptionTier?.tierId;
      if (tierId !== 'vip-subscriber') await new Promise((resolve) => setTimeout(resolve, 250));
    }
    expect(tierId).toBe('vip-subscriber');
  });
});
