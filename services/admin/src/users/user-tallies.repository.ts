import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import { MongoRepository } from '@tessera/platform';
import type { Model } from 'mongoose';
import { type TallyField, UserTally } from './user-tally.schema';

export interface TallyFact {
  key: string;
  userId: string;
  field: TallyField;
  /** What the fact adds to the counter now (1 or 0, or a payment's cents). */
  value: number;
  changedAt: Date;
  eventId: string;
}

/**
 * Facts behind users' counters. `apply` answers how far the user's counter must move: the change
 * of the fact's value, the same again for a redelivery of the event that last changed it, and
 * null for a change older than the one stored.
 */
@Injectable()
export class UserTalliesRepository extends MongoRepository<UserTally> {
  constructor(@InjectModel(UserTally.name) model: Model<UserTally>) {
    super(model);
  }

  async apply(fact: TallyFact): Promise<number | null> {
    const stored = await this.model.findById(fact.key).lean<UserTally>();
    if (stored?.eventId === fact.eventId) return stored.value - stored.previousValue;
    if (stored && stored.changedAt > fact.changedAt) return null;
    const next = {
      userId: fact.userId,
      field: fact.field,
      value: fact.value,
      previousValue: stored?.value ?? 0,
      changedAt: fact.changedAt,
      eventId: fact.eventId,
    };
    if (!stored) {
      // A concurrent first write of the same fact fails on the id, and the event is retried.
      await this.insertDocument({ _id: fact.key, ...next });
    } else {
      const result = await this.model.updateOne(
        { _id: fact.key, eventId: stored.eventId },
        { $set: next },
      );
      if (result.matchedCount === 0) throw new Error(`tally ${fact.key} changed meanwhile`);
    }
    return next.value - next.previousValue;
  }
}
