import type { mongo } from 'mongoose';
import { isDuplicateKeyError } from '../../mongo/is-duplicate-key-error';

/** Grants one holder at a time the right to relay a store, for a limited time. */
export interface OutboxLease {
  /** Takes or renews the lease; false while another live holder has it. */
  acquire(store: string, holder: string, ttlMs: number): Promise<boolean>;
  release(store: string, holder: string): Promise<void>;
}

interface LeaseDocument {
  _id: string;
  holder: string;
  expiresAt: Date;
}

/**
 * Leases kept as one document per store. Taking a lease is a single conditional upsert: it matches
 * only when the caller already holds it or it has expired; otherwise the insert collides with the
 * live holder's document on `_id` and the caller is refused.
 */
export class MongoOutboxLease implements OutboxLease {
  constructor(private readonly leases: mongo.Collection<LeaseDocument>) {}

  async acquire(store: string, holder: string, ttlMs: number): Promise<boolean> {
    const now = new Date();
    try {
      await this.leases.updateOne(
        { _id: store, $or: [{ holder }, { expiresAt: { $lte: now } }] },
        { $set: { holder, expiresAt: new Date(now.getTime() + ttlMs) } },
        { upsert: true },
      );
      return true;
    } catch (error) {
      if (isDuplicateKeyError(error)) return false;
      throw error;
    }
  }

  async release(store: string, holder: string): Promise<void> {
    await this.leases.deleteOne({ _id: store, holder });
  }
}
