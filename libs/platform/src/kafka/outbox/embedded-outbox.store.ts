import type { EventEnvelope } from '@tessera/contracts';
import type { Collection, Model } from 'mongoose';
import {
  OUTBOX_FIELD,
  OUTBOX_PARKED_FIELD,
  OUTBOX_PENDING_FIELD,
  type WithOutbox,
} from './outbox-fields';
import type { OutboxBatch, OutboxStore } from './outbox-store';

/** Where writers note which documents have events waiting, shared by every store of a database. */
export const OUTBOX_HINTS_COLLECTION = 'outbox_hints';

/** How often the whole collection is searched for events no hint points to (default). */
export const DEFAULT_OUTBOX_SWEEP_INTERVAL_MS = 60_000;

interface OutboxHint {
  _id: string;
  store: string;
  ownerId: string;
  at: Date;
}

/**
 * Reads and clears the `outbox` array embedded in a collection's documents. Writers leave a hint
 * (the document's id, in a small shared collection) after each write with events, so a relay pass
 * reads the hinted documents by id instead of searching the collection, which some databases do by
 * scanning every document. A write whose hint was lost (a crash between the two writes) is found by
 * the full search, run at the first pass and then every `sweepIntervalMs`.
 */
export class EmbeddedOutboxStore<TDoc extends object = WithOutbox> implements OutboxStore {
  readonly name: string;
  private readonly model: Model<WithOutbox>;
  private readonly hints: Collection<OutboxHint>;
  private lastSweepAt = Number.NEGATIVE_INFINITY;
  /** A sweep that filled a whole batch continues on the next call. */
  private sweeping = false;

  /** The collection's schema must use `outboxPlugin`. */
  constructor(
    model: Model<TDoc>,
    private readonly sweepIntervalMs = DEFAULT_OUTBOX_SWEEP_INTERVAL_MS,
  ) {
    this.model = model as unknown as Model<WithOutbox>;
    this.name = model.collection.collectionName;
    this.hints = model.db.collection<OutboxHint>(OUTBOX_HINTS_COLLECTION);
  }

  /** Notes that these documents have events waiting. */
  async hint(ownerIds: string[]): Promise<void> {
    if (ownerIds.length === 0) return;
    await this.hints.bulkWrite(
      ownerIds.map((ownerId) => ({
        updateOne: {
          filter: { _id: this.hintId(ownerId) },
          update: { $setOnInsert: { store: this.name, ownerId, at: new Date() } },
          upsert: true,
        },
      })),
      { ordered: false },
    );
  }

  async pending(limit: number): Promise<OutboxBatch[]> {
    if (this.sweeping || Date.now() - this.lastSweepAt >= this.sweepIntervalMs) {
      this.lastSweepAt = Date.now();
      const docs = await this.model
        .find({ [OUTBOX_PENDING_FIELD]: true }, { [OUTBOX_FIELD]: 1 })
        .limit(limit)
        .lean<Array<{ _id: unknown; outbox?: EventEnvelope[] }>>();
      this.sweeping = docs.length === limit;
      return docs.map((doc) => ({ ownerId: String(doc._id), events: doc.outbox ?? [] }));
    }
    return this.hinted(limit);
  }

  /**
   * Usually the relay sent every event the document holds, so one conditional write empties the
   * outbox and clears the flag together. The hint goes first: a writer adding events from then on
   * leaves a new one, and events that arrived before are hinted again below.
   */
  async acknowledge(ownerId: string, events: EventEnvelope[]): Promise<void> {
    const ids = events.map((event) => event.id);
    await this.hints.deleteOne({ _id: this.hintId(ownerId) });
    // Straight to the driver: the relay's bookkeeping is no change of the document, so it leaves
    // `updatedAt` alone, and this runs after every write with events.
    const emptied = await this.model.collection.updateOne(
      {
        _id: ownerId as never,
        [OUTBOX_FIELD]: { $size: ids.length },
        [`${OUTBOX_FIELD}.id`]: { $all: ids },
      },
      { $set: { [OUTBOX_FIELD]: [] }, $unset: { [OUTBOX_PENDING_FIELD]: '' } },
    );
    if (emptied.matchedCount === 1) return;
    await this.model.collection.updateOne(
      { _id: ownerId as never },
      { $pull: { [OUTBOX_FIELD]: { id: { $in: ids } } } as never },
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

  private async hinted(limit: number): Promise<OutboxBatch[]> {
    const hints = await this.hints.find({ store: this.name }).limit(limit).toArray();
    if (hints.length === 0) return [];
    const docs = (await this.model.collection
      .find(
        { _id: { $in: hints.map((hint) => hint.ownerId) } as never },
        { projection: { [OUTBOX_FIELD]: 1 } },
      )
      .toArray()) as Array<{ _id: unknown; outbox?: EventEnvelope[] }>;
    const waiting = docs.filter((doc) => (doc.outbox ?? []).length > 0);
    const waitingIds = new Set(waiting.map((doc) => String(doc._id)));
    const stale = hints.filter((hint) => !waitingIds.has(hint.ownerId));
    if (stale.length > 0) {
      await this.hints.deleteMany({ _id: { $in: stale.map((hint) => hint._id) } });
    }
    return waiting.map((doc) => ({ ownerId: String(doc._id), events: doc.outbox ?? [] }));
  }

  /**
   * Reads and writes by `_id` alone: some databases answer a filter on `_id` and another field by
   * scanning the collection. A write that adds events in between sets the flag in its own update;
   * if it came before the clearing, the read after the clearing sees its events and sets the flag
   * again, and its hint, written after that update, brings the relay back to it.
   */
  private async clearFlagIfEmpty(ownerId: string): Promise<void> {
    if (await this.hasEvents(ownerId)) {
      await this.hint([ownerId]);
      return;
    }
    await this.model.updateOne({ _id: ownerId }, { $unset: { [OUTBOX_PENDING_FIELD]: '' } });
    if (await this.hasEvents(ownerId)) {
      await this.model.updateOne({ _id: ownerId }, { $set: { [OUTBOX_PENDING_FIELD]: true } });
      await this.hint([ownerId]);
      return;
    }
    await this.hints.deleteOne({ _id: this.hintId(ownerId) });
  }

  private async hasEvents(ownerId: string): Promise<boolean> {
    const doc = await this.model
      .findById(ownerId, { [OUTBOX_FIELD]: 1 })
      .lean<{ outbox?: EventEnvelope[] }>();
    return (doc?.outbox ?? []).length > 0;
  }

  private hintId(ownerId: string): string {
    return `${this.name}:${ownerId}`;
  }
}
