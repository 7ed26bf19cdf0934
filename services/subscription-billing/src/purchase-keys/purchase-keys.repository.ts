import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import { isDuplicateKeyError, MongoRepository } from '@tessera/platform';
import type { Model } from 'mongoose';
import { type PurchaseAnswer, PurchaseKey } from './purchase-key.schema';

export interface NewAttempt {
  id: string;
  derived: boolean;
  fingerprint: string;
  leaseUntil: Date;
  expiresAt: Date;
}

/** Purchase attempts by idempotency key; every change is conditional on the attempt read. */
@Injectable()
export class PurchaseKeysRepository extends MongoRepository<PurchaseKey> {
  constructor(@InjectModel(PurchaseKey.name) model: Model<PurchaseKey>) {
    super(model);
  }

  find(id: string): Promise<PurchaseKey | null> {
    return this.model.findById(id).lean<PurchaseKey>();
  }

  /** Stores the key's first attempt, leased to the caller; null when the key exists. */
  async begin(attempt: NewAttempt): Promise<PurchaseKey | null> {
    try {
      return await this.insertDocument({
        _id: attempt.id,
        derived: attempt.derived,
        fingerprint: attempt.fingerprint,
        attempt: 0,
        paymentId: randomUUID(),
        leaseUntil: attempt.leaseUntil,
        answer: null,
        expiresAt: attempt.expiresAt,
      });
    } catch (error) {
      if (isDuplicateKeyError(error)) return null;
      throw error;
    }
  }

  /** Leases an unfinished attempt whose request stopped; null when another request came first. */
  async takeOver(seen: PurchaseKey, leaseUntil: Date): Promise<PurchaseKey | null> {
    return this.model
      .findOneAndUpdate(
        { _id: seen._id, attempt: seen.attempt, answer: null, leaseUntil: seen.leaseUntil },
        { $set: { leaseUntil } },
        { new: true },
      )
      .lean<PurchaseKey>();
  }

  /** Starts the next attempt under the key, with a new payment id; null when another came first. */
  async restart(seen: PurchaseKey, next: Omit<NewAttempt, 'id'>): Promise<PurchaseKey | null> {
    return this.model
      .findOneAndUpdate(
        { _id: seen._id, attempt: seen.attempt },
        {
          $set: {
            derived: next.derived,
            fingerprint: next.fingerprint,
            attempt: seen.attempt + 1,
            paymentId: randomUUID(),
            leaseUntil: next.leaseUntil,
            answer: null,
            expiresAt: next.expiresAt,
          },
        },
        { new: true },
      )
      .lean<PurchaseKey>();
  }

  /** Records the attempt's answer; its lease ends. */
  async answer(held: PurchaseKey, answer: PurchaseAnswer, expiresAt: Date): Promise<void> {
    await this.model.updateOne(
      { _id: held._id, attempt: held.attempt },
      { $set: { answer, leaseUntil: null, expiresAt } },
    );
  }

  /**
   * Ends the lease of an attempt that failed midway, keeping its payment id: a repeat performs it
   * again under the same processor key, so a charge the processor took is not taken twice.
   */
  async releaseLease(held: PurchaseKey): Promise<void> {
    await this.model.updateOne(
      { _id: held._id, attempt: held.attempt, answer: null },
      { $set: { leaseUntil: new Date(0) } },
    );
  }

  /** Forgets an attempt that was refused before anything was charged, so the key can be reused. */
  async forget(held: PurchaseKey): Promise<void> {
    await this.model.deleteOne({
      _id: held._id,
      attempt: held.attempt,
      answer: null,
    });
  }
}
