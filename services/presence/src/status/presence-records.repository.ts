import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import type { EventEnvelope } from '@tessera/contracts';
import { isDuplicateKeyError, OutboxRelay, OutboxRepository } from '@tessera/platform';
import type { Model } from 'mongoose';
import { PresenceRecord } from './presence-record.schema';

/** Announced status changes, one document per user, each written with its event. */
@Injectable()
export class PresenceRecordsRepository extends OutboxRepository<PresenceRecord> {
  constructor(@InjectModel(PresenceRecord.name) model: Model<PresenceRecord>, relay: OutboxRelay) {
    super(model, relay);
  }

  /**
   * Records a change and its event unless a newer one is recorded already (two replicas' writes
   * can land out of order); then the change is dropped with its event, since the newer one says
   * where the user is now. True when recorded. `events` is empty for a change nobody is told of.
   */
  async record(change: PresenceRecord, events: EventEnvelope[]): Promise<boolean> {
    const { _id, ...fields } = change;
    try {
      const updated = await this.findAndUpdateWithEvents(
        { _id, version: { $lt: change.version } },
        { $set: fields },
        events,
        { upsert: true, projection: { _id: 1 } },
      );
      return updated !== null;
    } catch (error) {
      // The filter missed an existing user's newer record, so the upsert collided with its _id.
      if (isDuplicateKeyError(error)) return false;
      throw error;
    }
  }

  find(userId: string): Promise<PresenceRecord | null> {
    return this.model.findById(userId, { outbox: 0, outboxParked: 0 }).lean<PresenceRecord>();
  }
}
