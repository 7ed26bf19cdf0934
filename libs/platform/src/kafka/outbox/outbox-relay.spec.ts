import type { EventEnvelope } from '@tessera/contracts';
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import type { EventPublisher } from '../event-publisher';
import { OutboxRelay } from './outbox-relay';
import type { OutboxBatch, OutboxStore } from './outbox-store';

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
  readonly name = 'memory';
  constructor(public batches: OutboxBatch[]) {}
  async pending(limit: number) {
    return this.batches.filter((batch) => batch.events.length > 0).slice(0, limit);
  }
  async acknowledge(ownerId: string, events: EventEnvelope[]) {
    const batch = this.batches.find((candidate) => candidate.ownerId === ownerId);
    if (batch) batch.events = batch.events.filter((e) => !events.includes(e));
  }
}

function publisherFailingOn(failId?: string) {
  const sent: string[] = [];
  const publisher = {
    publish: async (e: EventEnvelope) => {
      if (e.id === failId) throw new Error('broker down');
      sent.push(e.id);
    },
  } as unknown as EventPublisher;
  return { publisher, sent };
}

const logger = pino({ level: 'silent' });

describe('OutboxRelay', () => {
  it('publishes every pending event in order and clears them', async () => {
    const store = new MemoryStore([
      { ownerId: 'a', events: [event('1'), event('2')] },
      { ownerId: 'b', events: [event('3')] },
    ]);
    const { publisher, sent } = publisherFailingOn();
    const relay = new OutboxRelay(publisher, logger, { enabled: true, intervalMs: 1000 });
    relay.register(store);
    await relay.drainAll();
    expect(sent).toEqual(['1', '2', '3']);
    expect(await store.pending(10)).toEqual([]);
  });

  it('keeps an event that failed to publish, and everything after it in its document', async () => {
    const store = new MemoryStore([{ ownerId: 'a', events: [event('1'), event('2'), event('3')] }]);
    const { publisher, sent } = publisherFailingOn('2');
    const relay = new OutboxRelay(publisher, logger, { enabled: true, intervalMs: 1000 });
    relay.register(store);
    await expect(relay.drainAll()).rejects.toThrow('broker down');
    expect(sent).toEqual(['1']);
    expect(store.batches[0].events.map((e) => e.id)).toEqual(['2', '3']);
  });

  it('stops with an error instead of looping when a store does not clear what was sent', async () => {
    const stuck: OutboxStore = {
      name: 'stuck',
      pending: async () => [{ ownerId: 'a', events: [event('1')] }],
      acknowledge: async () => undefined,
    };
    const { publisher, sent } = publisherFailingOn();
    const relay = new OutboxRelay(publisher, logger, { enabled: true, intervalMs: 1000 });
    relay.register(stuck);
    await expect(relay.drainAll()).rejects.toThrow('did not clear event 1');
    expect(sent).toEqual(['1']);
  });

  it('does nothing when disabled', async () => {
    const store = new MemoryStore([{ ownerId: 'a', events: [event('1')] }]);
    const { publisher, sent } = publisherFailingOn();
    const relay = new OutboxRelay(publisher, logger, { enabled: false, intervalMs: 10 });
    relay.register(store);
    relay.start();
    relay.kick();
    await relay.stop();
    expect(sent).toEqual([]);
  });
});
