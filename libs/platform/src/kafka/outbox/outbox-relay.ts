import type { EventEnvelope } from '@tessera/contracts';
import type { Logger } from 'pino';
import type { EventPublisher } from '../event-publisher';
import type { OutboxStore } from './outbox-store';

export interface OutboxRelayOptions {
  enabled: boolean;
  intervalMs: number;
  batchSize?: number;
}

/**
 * Moves stored events to Kafka, oldest aggregate first, acknowledging only what was sent. Delivery
 * is at least once: a crash after a send and before the acknowledgement re-sends, and consumers
 * drop the duplicate by event id.
 */
export class OutboxRelay {
  private timer: NodeJS.Timeout | null = null;
  private draining: Promise<void> | null = null;
  private drainAgain = false;

  private readonly stores: OutboxStore[] = [];

  constructor(
    private readonly publisher: EventPublisher,
    private readonly logger: Logger,
    private readonly options: OutboxRelayOptions,
  ) {}

  /** Each repository that embeds events registers its store once, at module start. */
  register(store: OutboxStore): void {
    if (!this.stores.includes(store)) this.stores.push(store);
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
  }

  /** Publishes soon after a write instead of waiting for the next poll. */
  kick(): void {
    if (!this.options.enabled) return;
    if (this.draining) {
      this.drainAgain = true;
      return;
    }
    this.draining = this.drainAll()
      .catch((error: unknown) => this.logger.warn({ err: error }, 'outbox relay pass failed'))
      .finally(() => {
        this.draining = null;
        if (this.drainAgain && this.timer) {
          this.drainAgain = false;
          this.kick();
        }
      });
  }

  /** Drains every store until nothing is pending; used by the poller and by tests. */
  async drainAll(): Promise<void> {
    const published = new Set<string>();
    for (const store of this.stores) {
      let batches = await store.pending(this.options.batchSize ?? 100);
      while (batches.length > 0) {
        for (const batch of batches) {
          const sent: EventEnvelope[] = [];
          try {
            for (const event of batch.events) {
              // An event seen twice in one pass was not cleared: stop rather than loop forever.
              if (published.has(event.id)) {
                throw new Error(`outbox store ${store.name} did not clear event ${event.id}`);
              }
              await this.publisher.publish(event);
              published.add(event.id);
              sent.push(event);
            }
          } finally {
            // What reached the broker is cleared even when a later event of the document failed.
            if (sent.length > 0) await store.acknowledge(batch.ownerId, sent);
          }
        }
        batches = await store.pending(this.options.batchSize ?? 100);
      }
    }
  }
}
