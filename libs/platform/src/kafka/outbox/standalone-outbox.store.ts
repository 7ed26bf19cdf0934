import type { EventEnvelope } from '@tessera/contracts';
import type { Model } from 'mongoose';
import type { OutboxRelay } from './outbox-relay';
import type { OutboxBatch, OutboxStore } from './outbox-store';
import type { StandaloneOutboxEvent } from './standalone-outbox.schema';

/** The outbox for events without an aggregate: each document is one event. */
export class StandaloneOutboxStore implements OutboxStore {
  readonly name = 'outbox_events';

  constructor(
    private readonly model: Model<StandaloneOutboxEvent>,
    private readonly relay: OutboxRelay,
  ) {
    relay.register(this);
  }

  async add(event: EventEnvelope): Promise<void> {
    await this.model.create({ _id: event.id, event, createdAt: new Date() });
    this.relay.kick();
  }

  async pending(limit: number): Promise<OutboxBatch[]> {
    const docs = await this.model
      .find({ parkedReason: null })
      .sort({ createdAt: 1 })
      .limit(limit)
      .lean();
    return docs.map((doc) => ({ ownerId: doc._id, events: [doc.event] }));
  }

  async acknowledge(batches: OutboxBatch[]): Promise<void> {
    await this.model.deleteMany({ _id: { $in: batches.map((batch) => batch.ownerId) } });
  }

  async park(ownerId: string, _event: EventEnvelope, reason: string): Promise<void> {
    await this.model.updateOne({ _id: ownerId }, { $set: { parkedReason: reason } });
  }
}
