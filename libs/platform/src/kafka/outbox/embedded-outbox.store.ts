import type { EventEnvelope } from '@tessera/contracts';
import type { Model } from 'mongoose';
import { MongoRepository } from '../../mongo/mongo-repository';
import {
  OUTBOX_FIELD,
  OUTBOX_PARKED_FIELD,
  OUTBOX_PENDING_FIELD,
  type WithOutbox,
} from './outbox-fields';
import type { OutboxBatch, OutboxStore } from './outbox-store';

/**
 * Reads and clears the `outbox` array embedded in a collection's documents. A relay pass asks for
 * the documents whose `outboxPending` flag is set, which the flag's sparse index answers without
 * reading the rest of the collection (on MongoDB and on the local database alike), so a write with
 * events costs no second write to point the relay at it.
 */
export class EmbeddedOutboxStore<TDoc extends object = WithOutbox>
  extends MongoRepository<WithOutbox>
  implements OutboxStore
{
  readonly name: string;

  /** The collection's schema must use `outboxPlugin`. */
  constructor(model: Model<TDoc>) {
    super(model as unknown as Model<WithOutbox>);
    this.name = this.collectionName;
  }

  async pending(limit: number): Promise<OutboxBatch[]> {
    const docs = await this.model
      .find({ [OUTBOX_PENDING_FIELD]: true }, { [OUTBOX_FIELD]: 1 })
      .limit(limit)
      .lean<Array<{ _id: unknown; outbox?: EventEnvelope[] }>>();
    const waiting: OutboxBatch[] = [];
    for (const doc of docs) {
      const ownerId = String(doc._id);
      // A flag left without events (a crash between pulling them and clearing it) is cleared.
      if ((doc.outbox ?? []).length === 0) await this.clearFlagIfEmpty(ownerId);
      else waiting.push({ ownerId, events: doc.outbox ?? [] });
    }
    return waiting;
  }

  /**
   * Usually each document holds exactly the events the relay sent, so one command of conditional
   * updates empties every outbox and clears every flag. Documents that gained events meanwhile are
   * found by a second read, and only their sent events are pulled, the flag cleared only if none
   * arrived since.
   */
  async acknowledge(batches: OutboxBatch[]): Promise<void> {
    if (batches.length === 0) return;
    // The relay's bookkeeping is no change of the document, so it leaves `updatedAt` alone.
    const emptied = await this.bulkUpdate(
      batches.map((batch) => ({
        filter: emptiedIfExactly(batch),
        update: { $set: { [OUTBOX_FIELD]: [] }, $unset: { [OUTBOX_PENDING_FIELD]: '' } },
      })),
      { timestamps: false },
    );
    if (emptied === batches.length) return;
    const sentIds = batches.flatMap((batch) => batch.events.map((event) => event.id));
    const unemptied = await this.model
      .find(
        {
          _id: { $in: batches.map((batch) => batch.ownerId) },
          [`${OUTBOX_FIELD}.id`]: { $in: sentIds },
        },
        { _id: 1 },
      )
      .lean<Array<{ _id: unknown }>>();
    const sentOf = new Map(batches.map((batch) => [batch.ownerId, batch.events]));
    for (const { _id } of unemptied) {
      const ownerId = String(_id);
      const ids = (sentOf.get(ownerId) ?? []).map((event) => event.id);
      await this.model.updateOne(
        { _id: ownerId },
        { $pull: { [OUTBOX_FIELD]: { id: { $in: ids } } } },
        { timestamps: false },
      );
      await this.clearFlagIfEmpty(ownerId);
    }
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

  /**
   * A write that adds events in between sets the flag in its own update; if it came before the
   * clearing, the read after the clearing sees its events and sets the flag again.
   */
  private async clearFlagIfEmpty(ownerId: string): Promise<void> {
    if (await this.hasEvents(ownerId)) return;
    await this.model.updateOne({ _id: ownerId }, { $unset: { [OUTBOX_PENDING_FIELD]: '' } });
    if (await this.hasEvents(ownerId)) {
      await this.model.updateOne({ _id: ownerId }, { $set: { [OUTBOX_PENDING_FIELD]: true } });
    }
  }

  private async hasEvents(ownerId: string): Promise<boolean> {
    const doc = await this.model
      .findById(ownerId, { [OUTBOX_FIELD]: 1 })
      .lean<{ outbox?: EventEnvelope[] }>();
    return (doc?.outbox ?? []).length > 0;
  }
}

/** Matches a document whose outbox holds exactly the batch's events. */
function emptiedIfExactly(batch: OutboxBatch) {
  const ids = batch.events.map((event) => event.id);
  return {
    _id: batch.ownerId,
    [OUTBOX_FIELD]: { $size: ids.length },
    [`${OUTBOX_FIELD}.id`]: { $all: ids },
  };
}
