import type { EventEnvelope } from '@tessera/contracts';
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import type { OutboxLease } from './outbox-lease';
import { type EventSink, OutboxRelay, type OutboxRelayOptions } from './outbox-relay';
import type { OutboxBatch, OutboxStore } from './outbox-store';
import { UnpublishableEventError } from './unpublishable-event.error';

const event = (id: string): EventEnvelope => ({
  id,
  type: 'audit.log',
  version: 1,
  occurredAt: new Date().toISOString(),
  producer: 'test',
  key: 'k',
  data: {},
});

class MemoryStore implements OutboxStore {
  readonly parked: Array<{ id: string; reason: string }> = [];
  constructor(
    public batches: OutboxBatch[],
    readonly name = 'memory',
  ) {}
  async pending(limit: number) {
    return this.batches
      .filter((batch) => batch.events.length > 0)
      .slice(0, limit)
      .map((batch) => ({ ...batch, events: [...batch.events] }));
  }
  readonly acknowledgements: number[] = [];
  async acknowledge(batches: OutboxBatch[]) {
    this.acknowledgements.push(batches.length);
    for (const { ownerId, events } of batches) {
      this.remove(
        ownerId,
        events.map((e) => e.id),
      );
    }
  }
  async park(ownerId: string, parked: EventEnvelope, reason: string) {
    this.remove(ownerId, [parked.id]);
    this.parked.push({ id: parked.id, reason });
  }
  ids() {
    return this.batches.flatMap((batch) => batch.events.map((e) => e.id));
  }
  private remove(ownerId: string, ids: string[]) {
    const batch = this.batches.find((candidate) => candidate.ownerId === ownerId);
    if (batch) batch.events = batch.events.filter((e) => !ids.includes(e.id));
  }
}

/** One holder per store at a time, as the database lease grants it. */
class MemoryLease implements OutboxLease {
  private readonly holders = new Map<string, string>();
  async acquire(store: string, holder: string) {
    const current = this.holders.get(store);
    if (current && current !== holder) return false;
    this.holders.set(store, holder);
    return true;
  }
  async release(store: string, holder: string) {
    if (this.holders.get(store) === holder) this.holders.delete(store);
  }
}

/** A broker that refuses a whole request when it refuses one of its events. */
function sink(fail: Record<string, Error> = {}) {
  const sent: string[] = [];
  const requests: string[][] = [];
  const publisher: EventSink = {
    publish: async (e) => publisher.publishAll([e]),
    publishAll: async (events) => {
      await new Promise((resolve) => setTimeout(resolve, 1));
      const refused = events.find((e) => fail[e.id]);
      if (refused) throw fail[refused.id];
      requests.push(events.map((e) => e.id));
      sent.push(...events.map((e) => e.id));
    },
  };
  return { publisher, sent, requests };
}

const logger = pino({ level: 'silent' });
const options = { enabled: true, intervalMs: 1000 };
const relayOf = (
  publisher: EventSink,
  lease: OutboxLease = new MemoryLease(),
  settings: Partial<OutboxRelayOptions> = {},
) => new OutboxRelay(publisher, lease, logger, { ...options, ...settings });

describe('OutboxRelay', () => {
  it('publishes every pending event in order and clears them', async () => {
    const store = new MemoryStore([
      { ownerId: 'a', events: [event('1'), event('2')] },
      { ownerId: 'b', events: [event('3')] },
    ]);
    const { publisher, sent, requests } = sink();
    const relay = relayOf(publisher);
    relay.register(store);
    await relay.drainAll();
    expect(sent).toEqual(['1', '2', '3']);
    expect(requests).toHaveLength(1);
    expect(store.ids()).toEqual([]);
    // Both documents are cleared by one call to the store.
    expect(store.acknowledgements).toEqual([2]);
  });

  it('keeps every event of a request the broker did not take', async () => {
    const store = new MemoryStore([
      { ownerId: 'a', events: [event('1'), event('2'), event('3')] },
      { ownerId: 'b', events: [event('4')] },
    ]);
    const { publisher, sent } = sink({ '2': new Error('broker down') });
    const relay = relayOf(publisher);
    relay.register(store);
    await relay.drainAll();
    expect(sent).toEqual([]);
    expect(store.ids()).toEqual(['1', '2', '3', '4']);
    expect(store.parked).toEqual([]);
  });

  it("sends a document's events one by one when the broker refuses one, stopping at a broker failure", async () => {
    const tooLarge = Object.assign(new Error('message too large'), { type: 'MESSAGE_TOO_LARGE' });
    const store = new MemoryStore([
      { ownerId: 'a', events: [event('big'), event('1')] },
      { ownerId: 'b', events: [event('2'), event('down'), event('3')] },
    ]);
    const { publisher, sent } = sink({ big: tooLarge, down: new Error('broker down') });
    const relay = relayOf(publisher);
    relay.register(store);
    await relay.drainAll();
    expect(sent).toEqual(['1', '2']);
    expect(store.parked.map((p) => p.id)).toEqual(['big']);
    expect(store.ids()).toEqual(['down', '3']);
  });

  it('parks an unpublishable event while the events after it flow', async () => {
    const store = new MemoryStore([
      { ownerId: 'a', events: [event('1'), event('poison'), event('2')] },
      { ownerId: 'b', events: [event('3')] },
    ]);
    const { publisher, sent } = sink({ poison: new UnpublishableEventError('invalid payload') });
    const relay = relayOf(publisher);
    relay.register(store);
    await relay.drainAll();
    expect(sent).toEqual(['1', '2', '3']);
    expect(store.parked).toEqual([{ id: 'poison', reason: 'invalid payload' }]);
    expect(store.ids()).toEqual([]);
  });

  it('treats a record the broker refuses as unpublishable', async () => {
    const tooLarge = Object.assign(new Error('message too large'), { type: 'MESSAGE_TOO_LARGE' });
    const store = new MemoryStore([{ ownerId: 'a', events: [event('big'), event('1')] }]);
    const { publisher, sent } = sink({ big: tooLarge });
    const relay = relayOf(publisher);
    relay.register(store);
    await relay.drainAll();
    expect(sent).toEqual(['1']);
    expect(store.parked.map((p) => p.id)).toEqual(['big']);
  });

  it('stops a store that does not clear what was sent without stopping the other stores', async () => {
    const stuck: OutboxStore = {
      name: 'stuck',
      pending: async () => [{ ownerId: 'a', events: [event('1')] }],
      acknowledge: async () => undefined,
      park: async () => undefined,
    };
    const healthy = new MemoryStore([{ ownerId: 'b', events: [event('2')] }], 'healthy');
    const { publisher, sent } = sink();
    // Reads of one document are full, so the relay reads the stuck store again and sees event 1.
    const relay = relayOf(publisher, new MemoryLease(), { batchSize: 1 });
    relay.register(stuck);
    relay.register(healthy);
    await relay.drainAll();
    expect(sent).toEqual(['1', '2']);
    expect(healthy.ids()).toEqual([]);
  });

  it('reads a store again only while its reads come back full', async () => {
    const store = new MemoryStore([
      { ownerId: 'a', events: [event('1')] },
      { ownerId: 'b', events: [event('2')] },
      { ownerId: 'c', events: [event('3')] },
    ]);
    let reads = 0;
    const pending = store.pending.bind(store);
    store.pending = (limit: number) => {
      reads += 1;
      return pending(limit);
    };
    const { publisher, sent } = sink();
    const relay = relayOf(publisher, new MemoryLease(), { batchSize: 2 });
    relay.register(store);

    await relay.drainAll();
    expect(sent).toEqual(['1', '2', '3']);
    expect(reads).toBe(2);

    store.batches.push({ ownerId: 'd', events: [event('4')] });
    await relay.drainAll();
    expect(sent).toEqual(['1', '2', '3', '4']);
    expect(reads).toBe(3);
  });

  it('relays a document written during a pass in the pass its write kicks', async () => {
    const store = new MemoryStore([{ ownerId: 'a', events: [event('1')] }]);
    const { publisher, sent } = sink();
    const relay = relayOf(
      {
        publish: (e) => publisher.publish(e),
        publishAll: async (events) => {
          await publisher.publishAll(events);
          if (events.some((e) => e.id === '1')) {
            store.batches.push({ ownerId: 'b', events: [event('2')] });
            relay.kick();
          }
        },
      },
      new MemoryLease(),
      { intervalMs: 60_000 },
    );
    relay.register(store);
    relay.start();
    await expect.poll(() => sent, { timeout: 2_000 }).toEqual(['1', '2']);
    await relay.stop();
  });

  it('lets only the relay holding the lease publish a store, so two relays send each event once', async () => {
    const store = new MemoryStore(
      Array.from({ length: 20 }, (_, i) => ({ ownerId: `o${i}`, events: [event(`e${i}`)] })),
    );
    const lease = new MemoryLease();
    const { publisher, sent } = sink();
    const first = relayOf(publisher, lease);
    const second = relayOf(publisher, lease);
    first.register(store);
    second.register(store);
    await Promise.all([first.drainAll(), second.drainAll()]);
    expect([...sent].sort()).toEqual(Array.from({ length: 20 }, (_, i) => `e${i}`).sort());
    expect(new Set(sent).size).toBe(sent.length);
  });

  it('hands the store over when the holder stops', async () => {
    const store = new MemoryStore([{ ownerId: 'a', events: [event('1')] }]);
    const lease = new MemoryLease();
    const { publisher, sent } = sink();
    const first = relayOf(publisher, lease);
    const second = relayOf(publisher, lease);
    first.register(store);
    second.register(store);
    await first.drainAll();
    store.batches.push({ ownerId: 'b', events: [event('2')] });
    await second.drainAll();
    expect(sent).toEqual(['1']);
    await first.stop();
    await second.drainAll();
    expect(sent).toEqual(['1', '2']);
  });

  it('does nothing when disabled', async () => {
    const store = new MemoryStore([{ ownerId: 'a', events: [event('1')] }]);
    const { publisher, sent } = sink();
    const relay = new OutboxRelay(publisher, new MemoryLease(), logger, {
      enabled: false,
      intervalMs: 10,
    });
    relay.register(store);
    relay.start();
    relay.kick();
    await relay.stop();
    expect(sent).toEqual([]);
  });
});
