import type { EventEnvelope } from '@tessera/contracts';
import type { Model, QueryOptions, UpdateQuery } from 'mongoose';
import { MongoRepository } from '../../mongo/mongo-repository';
import { EmbeddedOutboxStore } from './embedded-outbox.store';
import { OUTBOX_FIELD, OUTBOX_PENDING_FIELD } from './outbox-fields';
import type { OutboxRelay } from './outbox-relay';

type Filter = Record<string, unknown>;

/**
 * Base of every repository whose writes produce events. It owns the outbox: events go into the
 * same single-document write as the change they describe, the pending flag is set with them, the
 * collection is registered with the relay once, and the relay is woken after each write.
 * The schema must use `outboxPlugin`.
 */
export abstract class OutboxRepository<TDoc extends object> extends MongoRepository<TDoc> {
  protected constructor(
    model: Model<TDoc>,
    private readonly relay: OutboxRelay,
  ) {
    super(model);
    relay.register(new EmbeddedOutboxStore(model));
  }

  /** Inserts a document together with its events. */
  protected async insertWithEvents(doc: Partial<TDoc>, events: EventEnvelope[]): Promise<TDoc> {
    const created = await this.insertDocument({
      ...doc,
      [OUTBOX_FIELD]: events,
      ...(events.length > 0 ? { [OUTBOX_PENDING_FIELD]: true } : {}),
    } as Partial<TDoc>);
    this.afterWrite(events);
    return created;
  }

  /** `updateOne` with events appended in the same write; true when a document matched. */
  protected async updateWithEvents(
    filter: Filter,
    update: UpdateQuery<TDoc>,
    events: EventEnvelope[],
  ): Promise<{ matched: boolean; modified: boolean }> {
    const result = await this.model.updateOne(filter, withEvents(update, events));
    if (result.modifiedCount > 0) this.afterWrite(events);
    return { matched: result.matchedCount > 0, modified: result.modifiedCount > 0 };
  }

  /** `findOneAndUpdate` returning the updated document, with events appended in the same write. */
  protected async findAndUpdateWithEvents(
    filter: Filter,
    update: UpdateQuery<TDoc>,
    events: EventEnvelope[],
    options: QueryOptions = {},
  ): Promise<TDoc | null> {
    const updated = await this.model
      .findOneAndUpdate(filter, withEvents(update, events), { ...options, new: true })
      .lean<TDoc>();
    if (updated) this.afterWrite(events);
    return updated;
  }

  /** Wakes the relay after a write with events. */
  private afterWrite(events: EventEnvelope[]): void {
    if (events.length > 0) this.relay.kick();
  }
}

function withEvents<T>(update: UpdateQuery<T>, events: EventEnvelope[]): UpdateQuery<T> {
  if (events.length === 0) return update;
  const { $set, $push, ...rest } = update as {
    $set?: Record<string, unknown>;
    $push?: Record<string, unknown>;
  };
  return {
    ...rest,
    $set: { ...$set, [OUTBOX_PENDING_FIELD]: true },
    $push: { ...$push, [OUTBOX_FIELD]: { $each: events } },
  } as UpdateQuery<T>;
}
