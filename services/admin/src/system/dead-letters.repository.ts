import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import type { DeadLetterCountDto, EventEnvelope } from '@tessera/contracts';
import { MongoRepository, OutboxRelay, OutboxRepository } from '@tessera/platform';
import type { FilterQuery, Model } from 'mongoose';
import { DeadLetter, DeadLetterReplay } from './dead-letter.schema';

/** The most dead letters one replay or one list handles. */
export const DEAD_LETTER_BATCH = 500;

export interface DeadLetterSelection {
  topic: string;
  service?: string;
  ids?: string[];
}

/** Dead letters copied from the brokers, and whether each was replayed. */
@Injectable()
export class DeadLettersRepository extends MongoRepository<DeadLetter> {
  constructor(@InjectModel(DeadLetter.name) model: Model<DeadLetter>) {
    super(model);
  }

  /** False when this message of the broker was stored before. */
  add(deadLetter: DeadLetter): Promise<boolean> {
    return this.insertUnlessExists(deadLetter);
  }

  /** Parked dead letters of a topic (and service), oldest first; with ids, only those. */
  parked(selection: DeadLetterSelection): Promise<DeadLetter[]> {
    const filter: FilterQuery<DeadLetter> = { status: 'parked', topic: selection.topic };
    if (selection.service) filter.service = selection.service;
    if (selection.ids) filter._id = { $in: selection.ids };
    return this.model
      .find(filter)
      .sort({ failedAt: 1 })
      .limit(DEAD_LETTER_BATCH)
      .lean<DeadLetter[]>();
  }

  /** Marks dead letters replayed, unless a replay running at once marked them first. */
  async markReplayed(ids: string[], adminId: string, at: Date): Promise<void> {
    await this.model.updateMany(
      { _id: { $in: ids }, status: 'parked' },
      { $set: { status: 'replayed', replayedAt: at, replayedBy: adminId } },
    );
  }

  /** Parked dead letters per service and topic, with the newest one's time and reason. */
  async counts(): Promise<DeadLetterCountDto[]> {
    const parked = await this.model
      .find({ status: 'parked' }, { service: 1, groupId: 1, topic: 1, failedAt: 1, reason: 1 })
      .sort({ failedAt: -1 })
      .lean<Pick<DeadLetter, 'service' | 'groupId' | 'topic' | 'failedAt' | 'reason'>[]>();
    const rows = new Map<string, DeadLetterCountDto>();
    for (const letter of parked) {
      const key = `${letter.service}\u0000${letter.topic}`;
      const row = rows.get(key);
      if (row) {
        row.count += 1;
        continue;
      }
      rows.set(key, {
        service: letter.service,
        groupId: letter.groupId,
        topic: letter.topic,
        count: 1,
        lastFailedAt: letter.failedAt.toISOString(),
        lastReason: letter.reason,
      });
    }
    return [...rows.values()].sort((a, b) => b.count - a.count);
  }
}

/** Admins' replays, each stored with its audit event. */
@Injectable()
export class DeadLetterReplaysRepository extends OutboxRepository<DeadLetterReplay> {
  constructor(
    @InjectModel(DeadLetterReplay.name) model: Model<DeadLetterReplay>,
    relay: OutboxRelay,
  ) {
    super(model, relay);
  }

  async add(replay: DeadLetterReplay, audit: EventEnvelope): Promise<void> {
    await this.insertWithEvents(replay, [audit]);
  }
}
