import { randomUUID } from 'node:crypto';
import { REPLAY_GROUP_HEADER } from '@tessera/platform';
import { Kafka, logLevel, Partitioners, type Producer } from 'kafkajs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Actor, createAdmin, eventually, register } from '../../../test/support/actors';
import { apiClient, type Call } from '../../../test/support/api-client';
import { EventProducer } from '../../../test/support/event-producer';
import { withInternalToken } from '../../../test/support/internal-export';
import { useStack } from '../../../test/support/stack';

const stack = useStack({ services: ['auth', 'admin'] });

let api: Call;
let admin: Actor;
let creator: Actor;
let subscriber: Actor;
let events: EventProducer;
let producer: Producer;
let adminGroup: string;

interface DeadLetterRow {
  service: string;
  topic: string;
  count: number;
}
interface DeadLetterItem {
  id: string;
  eventId: string | null;
  reason: string;
}
interface IncidentRow {
  type: string;
  key?: string;
  affectedUsers: string[];
  eventCount: number;
  description: string;
}

const as = (actor: Actor | null) => ({ token: actor?.token });
const asAdmin = async (path: string) => (await api('GET', path, undefined, as(admin))).body.data;

beforeAll(async () => {
  api = apiClient(stack.gatewayUrl);
  admin = await createAdmin(api, stack.env('auth'));
  [creator, subscriber] = await Promise.all([
    register(api, 'creator'),
    register(api, 'subscriber'),
  ]);
  const brokers = stack.env('admin').KAFKA_BROKERS.split(',');
  adminGroup = stack.env('admin').KAFKA_GROUP_ID;
  events = new EventProducer(brokers);
  await events.start();
  producer = new Kafka({
    clientId: 'tessera-test-poison',
    brokers,
    logLevel: logLevel.NOTHING,
  }).producer({ createPartitioner: Partitioners.DefaultPartitioner });
  await producer.connect();
});

afterAll(async () => {
  await events?.stop();
  await producer?.disconnect();
});

const parkedOf = (topic: string) =>
  asAdmin(`/api/admin/system/dead-letters?service=admin&topic=${topic}`) as Promise<
    DeadLetterItem[]
  >;

const auditEvent = (userId: string, action: string) => ({
  action,
  outcome: 'success',
  userId,
  resource: 'refund',
  resourceId: `refund-${randomUUID()}`,
  details: {},
  timestamp: new Date().toISOString(),
});

describe('dead letters', () => {
  it('a poison event the admin consumer parks is counted, listed and raises an incident', async () => {
    const poisonId = randomUUID();
    await producer.send({
      topic: 'audit.log',
      messages: [{ key: poisonId, value: JSON.stringify({ id: poisonId, type: 'audit.log' }) }],
    });

    const parked = await eventually(
      () => parkedOf('audit.log'),
      (items) => (items ?? []).some((item) => item.eventId === poisonId),
      20_000,
    );
    expect(parked.find((item) => item.eventId === poisonId)?.reason).toMatch(/invalid envelope/);

    const report = await asAdmin('/api/admin/system');
    const row = (report.deadLetters as DeadLetterRow[]).find(
      (entry) => entry.service === 'admin' && entry.topic === 'audit.log',
    );
    expect(row?.count).toBeGreaterThanOrEqual(1);

    const incidents = (await asAdmin('/api/admin/incidents?status=open')) as IncidentRow[];
    // Dead letters of other groups on the shared broker raise incidents of their own keys.
    const ours = incidents.filter(
      (incident) =>
        incident.type === 'dead_letters' && incident.description.includes('admin on audit.log'),
    );
    expect(ours).toHaveLength(1);
  });

  it('a parked event whose cause is fixed replays once, for the group that parked it', async () => {
    const fanId = randomUUID();
    const event = {
      id: randomUUID(),
      type: 'audit.log',
      version: 1,
      occurredAt: new Date().toISOString(),
      producer: 'subscription-billing',
      key: fanId,
      data: auditEvent(fanId, 'refund.requested'),
    };
    // What the admin consumer parks when its handler keeps failing (say, its database was away).
    await producer.send({
      topic: 'audit.log.dlq',
      messages: [
        {
          key: fanId,
          value: JSON.stringify({
            originalTopic: 'audit.log',
            groupId: adminGroup,
            eventId: event.id,
            reason: 'database unavailable',
            attempts: 3,
            failedAt: new Date().toISOString(),
            message: event,
          }),
        },
      ],
    });
    const parked = await eventually(
      () => parkedOf('audit.log'),
      (items) => (items ?? []).some((item) => item.eventId === event.id),
      20_000,
    );
    const deadLetterId = parked.find((item) => item.eventId === event.id)?.id as string;

    const replay = (body: unknown, actor: Actor | null = admin) =>
      api('POST', '/api/admin/system/dead-letters/replay', body, as(actor));
    const replayed = await replay({ service: 'admin', topic: 'audit.log', ids: [deadLetterId] });
    expect(replayed.status).toBe(200);
    expect(replayed.body.data).toEqual({ replayed: 1, skipped: 0 });

    const entriesOf = async () =>
      ((await asAdmin(`/api/admin/audit?targetId=${fanId}`))?.items ?? []) as unknown[];
    expect(await eventually(entriesOf, (entries) => entries.length > 0)).toHaveLength(1);

    // Once replayed, it is no longer parked: asking again replays nothing.
    expect((await replay({ topic: 'audit.log', ids: [deadLetterId] })).body.data).toEqual({
      replayed: 0,
      skipped: 1,
    });
    expect((await parkedOf('audit.log')).map((item) => item.id)).not.toContain(deadLetterId);
    // Even published again for the admin group, the handled event id is not applied twice.
    await producer.send({
      topic: 'audit.log',
      messages: [
        {
          key: fanId,
          value: JSON.stringify(event),
          headers: { [REPLAY_GROUP_HEADER]: adminGroup },
        },
      ],
    });
    const replays = await eventually(
      async () =>
        ((await asAdmin(`/api/admin/audit?action=system.dead_letters_replayed&actorId=${admin.id}`))
          ?.items ?? []) as unknown[],
      (entries) => entries.length > 0,
    );
    expect(replays).toHaveLength(1);
    expect(await entriesOf()).toHaveLength(1);

    // A replay meant for another group is passed over; the next event on its partition is not.
    const key = randomUUID();
    const [otherFan, nextFan] = [randomUUID(), randomUUID()];
    const onPartition = (userId: string) => ({
      key,
      value: JSON.stringify({
        ...event,
        id: randomUUID(),
        key,
        data: auditEvent(userId, 'refund.requested'),
      }),
    });
    await producer.send({
      topic: 'audit.log',
      messages: [
        { ...onPartition(otherFan), headers: { [REPLAY_GROUP_HEADER]: 'another-group' } },
        onPartition(nextFan),
      ],
    });
    const audited = async (userId: string) =>
      ((await asAdmin(`/api/admin/audit?targetId=${userId}`))?.items ?? []) as unknown[];
    expect(
      await eventually(
        () => audited(nextFan),
        (entries) => entries.length > 0,
      ),
    ).toHaveLength(1);
    expect(await audited(otherFan)).toHaveLength(0);

    expect((await replay({ topic: 'audit.log' })).status).toBe(400);
    expect((await replay({ topic: 'audit.log', all: true }, null)).status).toBe(401);
    expect((await replay({ topic: 'audit.log', all: true }, subscriber)).status).toBe(403);
  });
});

describe('queues', () => {
  it("every service's internal route lists its queues, which the system page shows", async () => {
    const internal = apiClient(stack.url('admin'));
    expect((await internal('GET', '/internal/queues')).status).toBe(401);
    const own = await internal('GET', '/internal/queues', undefined, withInternalToken());
    expect(own.status).toBe(200);
    expect(own.body.data.prefix).toBe(stack.env('admin').ADMIN_REDIS_PREFIX);
    expect(own.body.data.queues).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          name: 'consumer-lag-watch',
          completedLastHour: expect.any(Number),
        }),
      ]),
    );

    const report = await asAdmin('/api/admin/system');
    const adminQueues = (report.queues as Array<{ service: string; name: string }>).filter(
      (queue) => queue.service === 'admin',
    );
    expect(adminQueues.map((queue) => queue.name)).toEqual(
      expect.arrayContaining(['audit-seal', 'consumer-lag-watch']),
    );
  });

  it('Bull Board shows the queues read-only to admins, through the gateway', async () => {
    const board = `${stack.gatewayUrl}/api/admin/queues/board`;
    const bearer = (actor: Actor) => ({ authorization: `Bearer ${actor.token}` });
    const refused = await fetch(`${board}/session`, { method: 'POST', headers: bearer(creator) });
    expect(refused.status).toBe(403);
    expect((await fetch(`${board}/api/queues`)).status).toBe(401);

    const session = await fetch(`${board}/session`, { method: 'POST', headers: bearer(admin) });
    expect(session.status).toBe(204);
    const cookie = String(session.headers.get('set-cookie')).split(';')[0] as string;
    const page = await fetch(`${board}/`, { headers: { cookie } });
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toMatch(/text\/html/);
    const listed = await fetch(`${board}/api/queues`, { headers: { cookie } });
    expect(listed.status).toBe(200);
    const { queues } = (await listed.json()) as {
      queues: Array<{ name: string; readOnlyMode: boolean }>;
    };
    expect(queues.map((queue) => queue.name)).toEqual(
      expect.arrayContaining(['audit-seal', 'consumer-lag-watch']),
    );
    expect(queues.every((queue) => queue.readOnlyMode)).toBe(true);
  });
});

describe('alert rules', () => {
  it('5 refunds by one admin within an hour raise one incident, listed once', async () => {
    const refundingAdmin = randomUUID();
    for (let refund = 0; refund < 6; refund += 1) {
      const fanId = randomUUID();
      await events.send('audit.log', auditEvent(fanId, 'refund.issued') as never, fanId, 1, {
        actorId: refundingAdmin,
      });
    }
    const mine = (incidents: IncidentRow[]) =>
      (incidents ?? []).filter(
        (incident) =>
          incident.type === 'refund_burst' && incident.affectedUsers.includes(refundingAdmin),
      );
    const listed = await eventually(
      async () => mine(await asAdmin('/api/admin/incidents?status=open')),
      (incidents) => incidents.length > 0 && incidents[0]!.eventCount === 6,
      20_000,
    );
    expect(listed).toHaveLength(1);
    expect(listed[0]?.eventCount).toBe(6);
  });

  it('the system routes are for admins only', async () => {
    for (const path of ['/api/admin/system', '/api/admin/system/dead-letters?topic=audit.log']) {
      expect((await api('GET', path)).status).toBe(401);
      expect((await api('GET', path, undefined, as(creator))).status).toBe(403);
    }
  });
});
