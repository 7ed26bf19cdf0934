import type { EventEnvelope } from '@tessera/contracts';
import type { Model } from 'mongoose';
import type { OutboxBatch, OutboxStore } from './outbox-store';

/** Field name of the pending-events array kept on every aggregate document. */
export const OUTBOX_FIELD = 'outbox';

export interface WithOutbox {
  outbox: EventEnvelope[];
}

/** Reads and clears the `outbox` array embedded in a collection's documents. */
export class EmbeddedOutboxStore implements OutboxStore {
  readonly name: string;

  constructor(private readonly model: Model<WithOutbox>) {
    this.name = model.collection.collectionName;
  }

  async pending(limit: number): Promise<OutboxBatch[]> {
    const docs = await this.model
      .find({ [`${OUTBOX_FIELD}.0`]: { $exists: true } }, { [OUTBOX_FIELD]: 1 })
      .limit(limit)
      .lean<Array<{ _id: unknown; outbox: EventEnvelope[] }>>();
    return docs.map((doc) => ({ ownerId: String(doc._id), events: doc.outbox }));
  }

  /** Exact-value removal: FerretDB's `$pull` ignores query conditions, `$pullAll` is portable. */
  async acknowledge(ownerId: string, events: EventEnvelope[]): Promise<void> {
    await this.model.updateOne({ _id: ownerId }, { $pullAll: { [OUTBOX_FIELD]: events } });
  }
}
