import type { EventEnvelope } from '@tessera/contracts';
import type { Model } from 'mongoose';
import {
  OUTBOX_FIELD,
  OUTBOX_PARKED_FIELD,
  OUTBOX_PENDING_FIELD,
  type WithOutbox,
} from './outbox-fields';
import type { OutboxBatch, OutboxStore } from './outbox-store';

/** Reads and clears the `outbox` array embedded in a collection's documents. */
export class EmbeddedOutboxStore<TDoc extends object = WithOutbox> implements OutboxStore {
  readonly name: string;
  private readonly model: Model<WithOutbox>;

  /** The collection's schema must use `outboxPlugin`. */
  constructor(model: Model<TDoc>) {
    this.model = model as unknown as Model<WithOutbox>;
    this.name = model.collection.collectionName;
  }

  async pending(limit: number): Promise<OutboxBatch[]> {
    const docs = await this.model
      .find({ [OUTBOX_PENDING_FIELD]: true }, { [OUTBOX_FIELD]: 1 })
      .limit(limit)
      .lean<Array<{ _id: unknown; outbox?: EventEnvelope[] }>>();
    return docs.map((doc) => ({ ownerId: String(doc._id), events: doc.outbox ?? [] }));
  }

  async acknowledge(ownerId: string, events: EventEnvelope[]): Promise<void> {
    const ids = events.map((event) => event.id);
    await this.model.updateOne(
      { _id: ownerId },
      { $pull: { [OUTBOX_FIELD]: { id: { $in: ids } } } },
    );
    await this.clearFlagIfEmpty(ownerId);
  }

  async park(ownerId: string, event: EventEnvelope, reason: string): Promise<void> {
    await this.model.updateOne(
      { _id: ownerId },
      {
        $pull: { [OUTBOX_FIELD]: { id: event.id } },
        $push: { [OUTBOX_PARKED_FIELD]: { event, reason, parkedAt: new Date() } },
      },
    );
    await this.clearFlagIfEmpty(ownerId);
  }

  /** A write that adds events in between sets the flag again in its own update, so none is lost. */
  private async clearFlagIfEmpty(ownerId: string): Promise<void> {
    await this.model.updateOne(
      { _id: ownerId, [OUTBOX_FIELD]: { $size: 0 } },
      { $unset: { [OUTBOX_PENDING_FIELD]: '' } },
    );
  }
}
