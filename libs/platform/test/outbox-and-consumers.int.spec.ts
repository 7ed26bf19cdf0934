import { randomUUID } from 'node:crypto';
import type { EventEnvelope } from '@tessera/contracts';
import mongoose, { type Connection, Schema } from 'mongoose';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { KafkaProbe } from '../../../test/support/kafka-probe';
import { infraEnv, RUN_ID } from '../../../test/support/test-env';
import { buildEvent } from '../src/kafka/build-event';
import { applyEventOnce, appliedEventsPlugin } from '../src/kafka/consumer/apply-event-once';
import { EventConsumer } from '../src/kafka/consumer/event-consumer';
import { ProcessedEventSchema } from '../src/kafka/consumer/processed-event.schema';
import { ProcessedEventsRepository } from '../src/kafka/consumer/processed-events.repository';
import { EventPublisher } from '../src/kafka/event-publisher';
import { ensureEventTopics } from '../src/kafka/event-topics';
import { EmbeddedOutboxStore } from '../src/kafka/outbox/embedded-outbox.store';
import { outboxPlugin, type WithOutbox } from '../src/kafka/outbox/outbox-fields';
import { MongoOutboxLease } from '../src/kafka/outbox/outbox-lease';
import {
  OutboxLeaseRecord,
  OutboxLeaseRecordSchema,
} from '../src/kafka/outbox/outbox-lease.schema';
import { type EventSink, OutboxRelay } from '../src/kafka/outbox/outbox-relay';
import type { OutboxStore } from '../src/kafka/outbox/outbox-store';

const { MONGO_URL, KAFKA_BROKERS } = infraEnv();
const brokers = KAFKA_BROKERS.split(',');
const logger = pino({ level: 'silent' });
let connection: Connection;

interface Wallet {
  _id: string;
  balance: number;
}

interface Order extends WithOutbox {
  _id: string;
}

beforeAll(async () => {
  connection = await mongoose
    .createConnection(MONGO_URL, { dbName: `tessera_platform_test_${RUN_ID}`, maxPoolSize: 20 })
    .asPromise();
  await ensureEventTopics(brokers, `platform-test-${RUN_ID}`);
});

afterAll(async () => {
  await connection.dropDatabase();
  await connection.close();
});

const subscriptionCreated = (subscriberId: string) =>
  buildEvent(
    'subscription.created',
    {
      subscriptionId: randomUUID(),
      subscriberId,
      tierId: 'pro-subscriber',
      status: 'active',
      currentPeriodStart: new Date().toISOString(),
      currentPeriodEnd: new Date(Date.now() + 30 * 86_400_000).toISOString(),
    },
    { producer: 'billing', key: subscriberId },
  );

const auditEvent = (key: string) =>
  buildEvent(
    'audit.log',
    {
      action: 'user.login',
      outcome: 'success',
      resource: 'user',
      timestamp: new Date().toISOString(),
    },
    { producer: 'platform-test', key },
  );

describe('idempotent consumers', () => {
  it('applies an $inc handler once when the same event arrives three times at once', async () => {
    const walletSchema = new Schema<Wallet>(
      { _id: String, balance: Number },
      { versionKey: false },
    );
    walletSchema.plugin(appliedEventsPlugin);
    const wallets = connection.model<Wallet>('Wallet', walletSchema);
    await wallets.init();
    const processed = connection.model('ProcessedEvent', ProcessedEventSchema);
    const deadLetters: unknown[] = [];
    const consumer = new EventConsumer(
      new ProcessedEventsRepository(processed),
      { send: async (...args) => void deadLetters.push(args) },
      logger,
    );
    await wallets.create({ _id: 'wallet-1', balance: 0 });
    const event = subscriptionCreated('wallet-1');
    const credit = async ({ id }: EventEnvelope) => {
      const outcome = await applyEventOnce(
        wallets,
        id,
        { _id: 'wallet-1' },
        { $inc: { balance: 500 } },
      );
      if (outcome === 'missing') throw new Error('wallet missing');
    };

    const outcomes = await Promise.all(
      [1, 2, 3].map(() => consumer.handle('subscription.created', event, credit)),
    );

    expect(outcomes.filter((outcome) => outcome === 'handled').length).toBeGreaterThanOrEqual(1);
    expect(outcomes).not.toContain('dead-lettered');
    expect((await wallets.findById('wallet-1').lean())?.balance).toBe(500);
    expect(await processed.exists({ _id: event.id })).not.toBeNull();
    expect(deadLetters).toEqual([]);
  });

  it('applies an event again only when it is a different event', async () => {
    const wallets = connection.model<Wallet>('Wallet');
    await wallets.create({ _id: 'wallet-2', balance: 0 });
    const first = randomUUID();
    expect(
      await applyEventOnce(wallets, first, { _id: 'wallet-2' }, { $inc: { balance: 1 } }),
    ).toBe('applied');
    expect(
      await applyEventOnce(wallets, first, { _id: 'wallet-2' }, { $inc: { balance: 1 } }),
    ).toBe('duplicate');
    expect(
      await applyEventOnce(wallets, randomUUID(), { _id: 'wallet-2' }, { $inc: { balance: 1 } }),
    ).toBe('applied');
    expect(
      await applyEventOnce(wallets, randomUUID(), { _id: 'nobody' }, { $inc: { balance: 1 } }),
    ).toBe('missing');
    expect((await wallets.findById('wallet-2').lean())?.balance).toBe(2);
  });

  it('creates a missing document once with upsert, even when delivered twice at once', async () => {
    const wallets = connection.model<Wallet>('Wallet');
    const id = randomUUID();
    const outcomes = await Promise.all(
      [1, 2].map(() =>
        applyEventOnce(
          wallets,
          id,
          { _id: 'wallet-3' },
          { $inc: { balance: 7 } },
          { upsert: true },
        ),
      ),
    );
    expect(outcomes.sort()).toEqual(['applied', 'duplicate']);
    expect((await wallets.findById('wallet-3').lean())?.balance).toBe(7);
  });
});

/** A sink sending a request's events one after another. */
function sinkOf(publish: (event: EventEnvelope) => Promise<void>): EventSink {
  return {
    publish,
    publishAll: async (events) => {
      for (const event of events) await publish(event);
    },
  };
}

/** A relay over one store with the database lease, as a service runs it. */
function relayOf(sink: EventSink, store: OutboxStore, intervalMs: number): OutboxRelay {
  const relay = new OutboxRelay(
    sink,
    new MongoOutboxLease(connection.model(OutboxLeaseRecord.name, OutboxLeaseRecordSchema)),
    logger,
    { enabled: true, intervalMs },
  );
  relay.register(store);
  return relay;
}

describe('outbox relay on the database', () => {
  const orderSchema = new Schema<Order>({ _id: String }, { versionKey: false });
  orderSchema.plugin(outboxPlugin);

  it('writes a lease it holds again only once a third of its time has passed', async () => {
    const leases = connection.model(OutboxLeaseRecord.name, OutboxLeaseRecordSchema);
    // Services create every collection before serving (run-service); so does this test, or the
    // first upsert races mongoose's own creation of the collection.
    await leases.init();
    const expiresAt = async (store: string) =>
      (await leases.findById(store).lean<OutboxLeaseRecord>())?.expiresAt;
    const lease = new MongoOutboxLease(leases);
    const other = new MongoOutboxLease(leases);
    const store = `renewed-${randomUUID()}`;

    expect(await lease.acquire(store, 'first', 900)).toBe(true);
    const written = await expiresAt(store);
    expect(await lease.acquire(store, 'first', 900)).toBe(true);
    expect(await expiresAt(store)).toEqual(written);
    expect(await other.acquire(store, 'second', 900)).toBe(false);

    await new Promise((resolve) => setTimeout(resolve, 350));
    expect(await lease.acquire(store, 'first', 900)).toBe(true);
    expect((await expiresAt(store))?.getTime()).toBeGreaterThan(written?.getTime() ?? Infinity);

    await lease.release(store, 'first');
    expect(await other.acquire(store, 'second', 900)).toBe(true);
    expect(await lease.acquire(store, 'first', 900)).toBe(false);
  });

  it('publishes each event once when two relays share a store', async () => {
    const orders = connection.model<Order>('RelayOrder', orderSchema);
    await orders.init();
    const events = Array.from({ length: 30 }, (_, i) => auditEvent(`order-${i}`));
    await orders.insertMany(
      events.map((event, i) => ({ _id: `order-${i}`, outbox: [event], outboxPending: true })),
    );
    const sent: string[] = [];
    const sink = sinkOf(async (event) => {
      await new Promise((resolve) => setTimeout(resolve, 2));
      sent.push(event.id);
    });
    const relays = [1, 2].map(() => relayOf(sink, new EmbeddedOutboxStore(orders), 50));

    await Promise.all(relays.map((relay) => relay.drainAll()));
    await Promise.all(relays.map((relay) => relay.drainAll()));

    expect(sent.sort()).toEqual(events.map((event) => event.id).sort());
    expect(await orders.countDocuments({ outboxPending: true })).toBe(0);
    await Promise.all(relays.map((relay) => relay.stop()));
  });

  it('finds every document whose flag is set, whatever wrote it, at every pass', async () => {
    const orders = connection.model<Order>('FlaggedOrder', orderSchema);
    await orders.init();
    const sent: string[] = [];
    const sink = sinkOf(async (event) => void sent.push(event.id));
    const relay = relayOf(sink, new EmbeddedOutboxStore(orders), 50);
    await relay.drainAll();

    // Written behind the repository's back (no wake-up), as a crash right after a write leaves it.
    const first = auditEvent('flagged-first');
    const second = auditEvent('flagged-second');
    await orders.create([
      { _id: 'flagged-1', outbox: [first], outboxPending: true },
      { _id: 'flagged-2', outbox: [], outboxPending: false },
    ]);
    await relay.drainAll();
    expect(sent).toEqual([first.id]);

    await orders.updateOne(
      { _id: 'flagged-2' },
      { $push: { outbox: second }, $set: { outboxPending: true } },
    );
    await relay.drainAll();
    expect(sent).toEqual([first.id, second.id]);
    expect(await orders.countDocuments({ outboxPending: true })).toBe(0);
    await relay.stop();
  });

  it('clears a published outbox in one write, and relays an event added while publishing', async () => {
    const orders = connection.model<Order>('BusyOrder', orderSchema);
    await orders.init();
    const first = auditEvent('busy-first');
    const second = auditEvent('busy-second');
    await orders.create({ _id: 'busy', outbox: [first], outboxPending: true });
    const store = new EmbeddedOutboxStore(orders);
    const sent: string[] = [];
    const sink = sinkOf(async (event) => {
      sent.push(event.id);
      if (event.id !== first.id) return;
      // Another write adds an event while the first is on its way and kicks the relay, as a
      // service's repository does.
      await orders.updateOne(
        { _id: 'busy' },
        { $push: { outbox: second }, $set: { outboxPending: true } },
      );
      relay.kick();
    });
    // Polls too rarely to matter here: only the kick can bring the second event out in time.
    const relay = relayOf(sink, store, 60_000);

    relay.start();
    await expect.poll(() => sent, { timeout: 5_000 }).toEqual([first.id, second.id]);
    await relay.stop();

    const busy = await orders.findById('busy').lean();
    expect(busy?.outbox).toEqual([]);
    expect(busy?.outboxPending).toBeUndefined();
  });

  it('clears the documents of a pass together, keeping events added to one since the read', async () => {
    const orders = connection.model<Order>('AcknowledgedOrder', orderSchema);
    await orders.init();
    const events = ['a', 'b', 'c'].map((id) => auditEvent(`acknowledged-${id}`));
    await orders.insertMany(
      events.map((event, i) => ({
        _id: `acknowledged-${i}`,
        outbox: [event],
        outboxPending: true,
      })),
    );
    const store = new EmbeddedOutboxStore(orders);
    const read = await store.pending(10);
    const late = auditEvent('acknowledged-late');
    await orders.updateOne(
      { _id: 'acknowledged-1' },
      { $push: { outbox: late }, $set: { outboxPending: true } },
    );

    await store.acknowledge(read);
    // A second acknowledgement of the same pass (a relay retrying it) changes nothing.
    await store.acknowledge(read);

    const stored = await orders.find({}).sort({ _id: 1 }).lean();
    expect(stored.map((doc) => [doc._id, doc.outbox.map((e) => e.id), doc.outboxPending])).toEqual([
      ['acknowledged-0', [], undefined],
      ['acknowledged-1', [late.id], true],
      ['acknowledged-2', [], undefined],
    ]);
  });

  it('clears a flag left without events and ends the pass', async () => {
    const orders = connection.model<Order>('StaleOrder', orderSchema);
    await orders.init();
    await orders.create({ _id: 'stale', outbox: [], outboxPending: true });
    const sent: string[] = [];
    const relay = relayOf(
      sinkOf(async (event) => void sent.push(event.id)),
      new EmbeddedOutboxStore(orders),
      50,
    );
    await relay.drainAll();
    expect(sent).toEqual([]);
    expect((await orders.findById('stale').lean())?.outboxPending).toBeUndefined();
    await relay.stop();
  });

  it("sends a pass's events to Kafka together, each key's in order", async () => {
    const orders = connection.model<Order>('BatchedOrder', orderSchema);
    await orders.init();
    const probe = new KafkaProbe(brokers);
    await probe.start(['audit.log', 'subscription.created']);
    const publisher = new EventPublisher({ clientId: `platform-test-${RUN_ID}`, brokers });
    try {
      const keyed = ['batch-a', 'batch-b', 'batch-c'].map((key) =>
        Array.from({ length: 4 }, () => auditEvent(key)),
      );
      const created = subscriptionCreated('batch-subscriber');
      await orders.create([
        ...keyed.map((events, i) => ({ _id: `batch-${i}`, outbox: events, outboxPending: true })),
        { _id: 'batch-other', outbox: [created], outboxPending: true },
      ]);
      const relay = relayOf(publisher, new EmbeddedOutboxStore(orders), 1000);

      await relay.drainAll();

      await probe.waitFor('subscription.created', (value) => value.id === created.id);
      for (const events of keyed) {
        await probe.waitFor('audit.log', (value) => value.id === events[3].id);
        const ids = new Set(events.map((event) => event.id));
        const arrived = probe.matching('audit.log', (value) => ids.has(String(value.id)));
        expect(arrived.map((record) => (record.value as { id: string }).id)).toEqual(
          events.map((event) => event.id),
        );
      }
      expect(await orders.countDocuments({ outboxPending: true })).toBe(0);
      await relay.stop();
    } finally {
      await publisher.onApplicationShutdown();
      await probe.stop();
    }
  });

  it('parks a poisoned event while the events after it reach Kafka', async () => {
    const orders = connection.model<Order>('PoisonOrder', orderSchema);
    await orders.init();
    const probe = new KafkaProbe(brokers);
    await probe.start(['audit.log']);
    const publisher = new EventPublisher({ clientId: `platform-test-${RUN_ID}`, brokers });
    try {
      const before = auditEvent('order-a');
      const poisoned = { ...auditEvent('order-a'), data: { action: 'not-an-action' } };
      const after = auditEvent('order-a');
      const other = auditEvent('order-b');
      await orders.create([
        { _id: 'order-a', outbox: [before, poisoned, after], outboxPending: true },
        { _id: 'order-b', outbox: [other], outboxPending: true },
      ]);
      const relay = relayOf(publisher, new EmbeddedOutboxStore(orders), 1000);

      await relay.drainAll();

      for (const event of [before, after, other]) {
        await probe.waitFor('audit.log', (value) => value.id === event.id);
      }
      expect(probe.matching('audit.log', (value) => value.id === poisoned.id)).toEqual([]);
      const stored = await orders.findById('order-a').lean();
      expect(stored?.outbox).toEqual([]);
      expect(stored?.outboxPending).toBeUndefined();
      expect(stored?.outboxParked).toEqual([
        expect.objectContaining({
          event: expect.objectContaining({ id: poisoned.id }),
          reason: expect.stringMatching(/invalid audit.log payload/),
        }),
      ]);
      await relay.stop();
    } finally {
      await publisher.onApplicationShutdown();
      await probe.stop();
    }
  });
});
