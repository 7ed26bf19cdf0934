import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import type { AuditQuery } from '@tessera/contracts';
import { MongoRepository } from '@tessera/platform';
import type { FilterQuery, Model } from 'mongoose';
import { AuditCounter, AuditEntry } from './audit-entry.schema';

const SEQUENCE_COUNTER = 'entries';

export type NewAuditEntry = Omit<AuditEntry, 'sequence' | 'sealedBy'>;

/** The searchable copy of the trail. */
@Injectable()
export class AuditEntriesRepository extends MongoRepository<AuditEntry> {
  constructor(
    @InjectModel(AuditEntry.name) model: Model<AuditEntry>,
    @InjectModel(AuditCounter.name) private readonly counters: Model<AuditCounter>,
  ) {
    super(model);
  }

  /**
   * Stores an entry under the next sequence number; false when its event is stored already. A
   * redelivery racing the first delivery may use up a number, leaving a gap the seal covers as is.
   */
  async record(entry: NewAuditEntry): Promise<boolean> {
    if (await this.exists({ _id: entry._id })) return false;
    const counter = await this.counters
      .findOneAndUpdate(
        { _id: SEQUENCE_COUNTER },
        { $inc: { value: 1 } },
        { upsert: true, new: true },
      )
      .lean<AuditCounter>();
    return this.insertUnlessExists({ ...entry, sequence: counter.value, sealedBy: null });
  }

  async search(query: AuditQuery): Promise<{ items: AuditEntry[]; total: number }> {
    const filter: FilterQuery<AuditEntry> = {};
    if (query.action) filter.action = query.action;
    if (query.actorId) filter.actorId = query.actorId;
    if (query.targetId) filter.$or = [{ userId: query.targetId }, { resourceId: query.targetId }];
    if (query.from || query.to) {
      filter.occurredAt = {
        ...(query.from ? { $gte: query.from } : {}),
        ...(query.to ? { $lte: query.to } : {}),
      };
    }
    const [items, total] = await Promise.all([
      this.model
        .find(filter)
        .sort({ sequence: -1 })
        .skip((query.page - 1) * query.limit)
        .limit(query.limit)
        .lean<AuditEntry[]>(),
      this.model.countDocuments(filter),
    ]);
    return { items, total };
  }

  async findById(id: string): Promise<AuditEntry | null> {
    return this.model.findById(id).lean<AuditEntry>();
  }

  async byIds(ids: readonly string[]): Promise<AuditEntry[]> {
    return this.model.find({ _id: { $in: ids } }).lean<AuditEntry[]>();
  }

  /** The oldest entries no digest covers yet, in sequence order. */
  async unsealed(limit: number): Promise<AuditEntry[]> {
    return this.model
      .find({ sealedBy: null })
      .sort({ sequence: 1 })
      .limit(limit)
      .lean<AuditEntry[]>();
  }

  async countUnsealed(): Promise<number> {
    return this.model.countDocuments({ sealedBy: null });
  }

  async markSealed(ids: readonly string[], digest: number): Promise<void> {
    await this.model.updateMany({ _id: { $in: ids } }, { $set: { sealedBy: digest } });
  }

  async deleteSealed(ids: readonly string[], digest: number): Promise<void> {
    await this.model.deleteMany({ _id: { $in: ids }, sealedBy: digest });
  }
}
