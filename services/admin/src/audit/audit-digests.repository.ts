import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import type { EventEnvelope } from '@tessera/contracts';
import { isDuplicateKeyError, OutboxRelay, OutboxRepository } from '@tessera/platform';
import type { Model } from 'mongoose';
import type { StoredDigest } from './audit-chain';
import { AuditDigest } from './audit-digest.schema';

export function storedDigestOf(record: AuditDigest): StoredDigest {
  return {
    number: record._id,
    fromSequence: record.fromSequence,
    toSequence: record.toSequence,
    count: record.count,
    digest: record.digest,
    previousDigest: record.previousDigest,
    keyId: record.keyId,
    sealedAt: record.sealedAt.toISOString(),
    signature: record.signature,
    entries: record.entries.map(({ id, sequence, hash }) => ({ id, sequence, hash })),
  };
}

/** The chain of signed digests over the trail. */
@Injectable()
export class AuditDigestsRepository extends OutboxRepository<AuditDigest> {
  constructor(@InjectModel(AuditDigest.name) model: Model<AuditDigest>, relay: OutboxRelay) {
    super(model, relay);
  }

  async latest(): Promise<StoredDigest | null> {
    const [record] = await this.model.find().sort({ _id: -1 }).limit(1).lean<AuditDigest[]>();
    return record ? storedDigestOf(record) : null;
  }

  /** Stores a digest with its event; false when another sealer stored that number first. */
  async insert(digest: StoredDigest, event: EventEnvelope): Promise<boolean> {
    const { number, sealedAt, ...fields } = digest;
    try {
      await this.insertWithEvents({ _id: number, sealedAt: new Date(sealedAt), ...fields }, [
        event,
      ]);
      return true;
    } catch (error) {
      if (isDuplicateKeyError(error)) return false;
      throw error;
    }
  }

  async *ascending(): AsyncIterable<StoredDigest> {
    for await (const record of this.model.find().sort({ _id: 1 }).lean<AuditDigest[]>().cursor()) {
      yield storedDigestOf(record as AuditDigest);
    }
  }

  /** The oldest digest, when it was sealed before `cutoff`. */
  async oldestSealedBefore(cutoff: Date): Promise<StoredDigest | null> {
    const [record] = await this.model
      .find({ sealedAt: { $lt: cutoff } })
      .sort({ _id: 1 })
      .limit(1)
      .lean<AuditDigest[]>();
    const [oldest] = await this.model.find().sort({ _id: 1 }).limit(1).select('_id').lean();
    return record && oldest?._id === record._id ? storedDigestOf(record) : null;
  }

  async delete(number: number): Promise<void> {
    await this.model.deleteOne({ _id: number });
  }
}
