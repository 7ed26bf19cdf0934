import { randomUUID } from 'node:crypto';
import { hostname } from 'node:os';
import type { EventEnvelope } from '@tessera/contracts';
import type { Logger } from 'pino';
import type { OutboxLease } from './outbox-lease';
import { outboxLag, outboxParked, outboxPublished } from './outbox-metrics';
import type { OutboxBatch, OutboxStore } from './outbox-store';
import { isUnpublishable } from './unpublishable-event.error';

export interface OutboxRelayOptions {
  enabled: boolean;
  intervalMs: number;
  batchSize?: number;
  /** How long a relay keeps a store after its last pass; another replica takes over after that. */
  leaseTtlMs?: number;
}

export interface EventSink {
  publish(event: EventEnvelope): Promise<void>;
  /** Sends several events in one request, each topic's in the order given. */
  publishAll(events: EventEnvelope[]): Promise<void>;
}

type BatchOutcome = 'done' | 'broker-unavailable';

/**
 * Moves stored events to Kafka, acknowledging only what was sent. One relay per store holds a lease,
 * so replicas do not publish the same events side by side. Delivery is at least once (a crash after
 * a send and before its acknowledgement re-sends) and consumers drop duplicates by event id. An
 * event the broker can never take is parked with a metric and a log line; the rest keep flowing.
 */
export class OutboxRelay {
  private readonly holder = `${hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`;
  private readonly stores: OutboxStore[] = [];
  private timer: NodeJS.Timeout | null = null;
  private draining: Promise<void> | null = null;
  private drainAgain = false;

  constructor(
    private readonly publisher: EventSink,
    private readonly lease: OutboxLease,
    private readonly logger: Logger,
    private readonly options: OutboxRelayOptions,
  ) {}

  /** Repositories register their store when they are built; see `OutboxRepository`. */
  register(store: OutboxStore): void {
    if (!this.stores.some((known) => known.name === store.name)) this.stores.push(store);
  }

  start(): void {
    if (!this.options.enabled || this.timer) return;
    this.timer = setInterval(() => this.kick(), this.options.intervalMs);
    this.kick();
  }

  async stop(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    await this.draining;
    await Promise.all(
      this.stores.map((store) =>
        this.lease.release(store.name, this.holder).catch(() => undefined),
      ),
    );
  }

  /** Publishes soon after a write instead of waiting for the next poll. */
  kick(): void {
    if (!this.options.enabled) return;
    if (this.draining) {
      this.drainAgain = true;
      return;
    }
    this.draining = this.drainAll().finally(() => {
      this.draining = null;
      if (this.drainAgain && this.timer) {
        this.drainAgain = false;
        this.kick();
      }
    });
  }

  /** One pass over every store whose lease this relay holds; a failing store never stops the others. */
  async drainAll(): Promise<void> {
    for (const store of this.stores) {
      try {
        if (await this.lease.acquire(store.name, this.holder, this.leaseTtlMs)) {
          await this.drainStore(store);
        }
      } catch (error) {
        this.logger.warn({ err: error, store: store.name }, 'outbox relay pass failed');
      }
    }
  }

  private get leaseTtlMs(): number {
    return this.options.leaseTtlMs ?? Math.max(10_000, this.options.intervalMs * 5);
  }

  private async drainStore(store: OutboxStore): Promise<void> {
    const limit = this.options.batchSize ?? 100;
    const published = new Set<string>();
    let batches = await store.pending(limit);
    outboxLag.set({ store: store.name }, oldestAgeSeconds(batches));
    while (batches.length > 0) {
      if ((await this.relayPass(store, batches, published)) === 'broker-unavailable') return;
      // A short read held every document waiting when it ran. A later write in this process kicks
      // another pass, one in another replica is found by the next poll: reading again now would
      // cost a round trip (and a lease renewal) to find nothing.
      if (batches.length < limit) return;
      await this.lease.acquire(store.name, this.holder, this.leaseTtlMs);
      batches = await store.pending(limit);
    }
  }

  /**
   * Sends what one read found in a single request to the broker (a request per event cost the
   * service and the broker more than the events themselves), then clears it. When the broker
   * refuses a record, each document's events go one by one, so only that event is parked.
   */
  private async relayPass(
    store: OutboxStore,
    batches: OutboxBatch[],
    published: Set<string>,
  ): Promise<BatchOutcome> {
    const events = batches.flatMap((batch) => batch.events);
    // An event seen twice in one pass was not cleared: stop rather than loop forever.
    const repeated = events.find((event) => published.has(event.id));
    if (repeated) throw new Error(`outbox store ${store.name} did not clear event ${repeated.id}`);
    try {
      await this.publisher.publishAll(events);
    } catch (error) {
      if (!isUnpublishable(error)) {
        this.logger.warn({ err: error, store: store.name }, 'broker unavailable; relay waits');
        return 'broker-unavailable';
      }
      for (const batch of batches) {
        if ((await this.relayBatch(store, batch, published)) === 'broker-unavailable') {
          return 'broker-unavailable';
        }
      }
      return 'done';
    }
    for (const event of events) published.add(event.id);
    await store.acknowledge(batches);
    outboxPublished.inc({ store: store.name }, events.length);
    return 'done';
  }

  /** Publishes one document's events in order; a document's later events wait for its earlier ones. */
  private async relayBatch(
    store: OutboxStore,
    batch: OutboxBatch,
    published: Set<string>,
  ): Promise<BatchOutcome> {
    const sent: EventEnvelope[] = [];
    try {
      for (const event of batch.events) {
        // An event seen twice in one pass was not cleared: stop rather than loop forever.
        if (published.has(event.id)) {
          throw new Error(`outbox store ${store.name} did not clear event ${event.id}`);
        }
        try {
          await this.publisher.publish(event);
        } catch (error) {
          if (!isUnpublishable(error)) {
            this.logger.warn({ err: error, store: store.name }, 'broker unavailable; relay waits');
            return 'broker-unavailable';
          }
          await this.parkEvent(store, batch.ownerId, event, error);
          continue;
        }
        published.add(event.id);
        sent.push(event);
      }
      return 'done';
    } finally {
      // What reached the broker is cleared even when a later event of the document failed.
      if (sent.length > 0) {
        await store.acknowledge([{ ownerId: batch.ownerId, events: sent }]);
        outboxPublished.inc({ store: store.name }, sent.length);
      }
    }
  }

  private async parkEvent(
    store: OutboxStore,
    ownerId: string,
    event: EventEnvelope,
    error: unknown,
  ): Promise<void> {
    const reason = error instanceof Error ? error.message : String(error);
    await store.park(ownerId, event, reason);
    outboxParked.inc({ store: store.name });
    this.logger.error(
      { store: store.name, ownerId, eventId: event.id, type: event.type, reason },
      'unpublishable event parked',
    );
  }
}

function oldestAgeSeconds(batches: OutboxBatch[]): number {
  const times = batches.flatMap((batch) => batch.events.map((e) => Date.parse(e.occurredAt)));
  const oldest = Math.min(...times.filter((time) => Number.isFinite(time)));
  return Number.isFinite(oldest) ? Math.max(0, (Date.now() - oldest) / 1000) : 0;
}
