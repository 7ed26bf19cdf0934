import type { EventEnvelope } from '@tessera/contracts';
import type { Model } from 'mongoose';
import type { OutboxBatch, OutboxStore } from './outbox-store';
import type { StandaloneOutboxEvent } from './standalone-outbox.schema';

export class StandaloneOutboxStore implements OutboxStore {
  readonly name = 'outbox_events';

  constructor(private readonly model: Model<StandaloneOutboxEvent>) {}

  async add(event: EventEnvelope): Promise<void> {
    await this.model.create({ _id: event.id, event, createdAt: new Date() });
  }

  async pending(limit: number): Promise<OutboxBatch[]> {
    const docs = await this.model.find().sort({ createdAt: 1 }).limit(limit).lean();
    return docs.map((doc) => ({ ownerId: doc._id, events: [doc.event] }));
  }

  async acknowledge(ownerId: string): Promise<void> {
    await this.model.deleteOne({ _id: ownerId });
  }
}
