import type { Model } from 'mongoose';
import { isDuplicateKeyError } from '../../mongo/is-duplicate-key-error';
import { MongoRepository } from '../../mongo/mongo-repository';
import type { OutboxLeaseRecord } from './outbox-lease.schema';

/** Grants one holder at a time the right to relay a store, for a limited time. */
export interface OutboxLease {
  /** Takes or renews the lease; false while another live holder has it. */
  acquire(store: string, holder: string, ttlMs: number): Promise<boolean>;
  release(store: string, holder: string): Promise<void>;
}

/** The last time this process wrote a store's lease for a holder. */
interface Renewal {
  holder: string;
  at: number;
}

/**
 * Leases kept as one document per store. Taking a lease is a single conditional upsert: it matches
 * only when the caller already holds it or it has expired; otherwise the insert collides with the
 * live holder's document on `_id` and the caller is refused. A lease this process renewed less than
 * a third of its time ago is not written again: it still runs for two thirds of its time, far more
 * than clocks of replicas differ, and a relay asks at every pass.
 */
export class MongoOutboxLease extends MongoRepository<OutboxLeaseRecord> implements OutboxLease {
  private readonly renewals = new Map<string, Renewal>();

  constructor(model: Model<OutboxLeaseRecord>) {
    super(model);
  }

  async acquire(store: string, holder: string, ttlMs: number): Promise<boolean> {
    const now = Date.now();
    const renewal = this.renewals.get(store);
    if (renewal?.holder === holder && now - renewal.at < ttlMs / 3) return true;
    try {
      await this.model.updateOne(
        { _id: store, $or: [{ holder }, { expiresAt: { $lte: new Date(now) } }] },
        { $set: { holder, expiresAt: new Date(now + ttlMs) } },
        { upsert: true },
      );
      this.renewals.set(store, { holder, at: now });
      return true;
    } catch (error) {
      if (!isDuplicateKeyError(error)) throw error;
      if (this.renewals.get(store)?.holder === holder) this.renewals.delete(store);
      return false;
    }
  }

  async release(store: string, holder: string): Promise<void> {
    if (this.renewals.get(store)?.holder === holder) this.renewals.delete(store);
    await this.model.deleteOne({ _id: store, holder });
  }
}
