import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import { isDuplicateKeyError } from '@tessera/platform';
import type { Model } from 'mongoose';
import { UnlockClaim } from './unlock-claim.schema';

/** Long enough for one charge through the processor; a crashed request's claim lapses after it. */
const CLAIM_TTL_MS = 30_000;

export const claimKey = (payerId: string, contentId: string) => `${payerId}:${contentId}`;

@Injectable()
export class UnlockClaimsRepository {
  constructor(@InjectModel(UnlockClaim.name) private readonly model: Model<UnlockClaim>) {}

  find(payerId: string, contentId: string): Promise<UnlockClaim | null> {
    return this.model.findById(claimKey(payerId, contentId)).lean<UnlockClaim>();
  }

  /**
   * Takes the hold for one charge; null while another request holds it. A compare-and-set on
   * the claim last read, so of two concurrent requests exactly one wins.
   */
  async claim(payerId: string, contentId: string, now: Date): Promise<string | null> {
    const _id = claimKey(payerId, contentId);
    const claimId = randomUUID();
    const current = await this.model.findById(_id).lean<UnlockClaim>();
    if (!current) {
      try {
        await this.model.create({ _id, paymentId: null, claimId, claimedAt: now });
        return claimId;
      } catch (error) {
        if (isDuplicateKeyError(error)) return null;
        throw error;
      }
    }
    const held =
      current.claimId !== null &&
      current.claimedAt !== null &&
      now.getTime() - current.claimedAt.getTime() < CLAIM_TTL_MS;
    if (held) return null;
    const { matchedCount } = await this.model.updateOne(
      { _id, claimId: current.claimId },
      { $set: { claimId, claimedAt: now } },
    );
    return matchedCount > 0 ? claimId : null;
  }

  /** Ends a claim, recording the payment it started (none when the charge was refused). */
  async release(
    payerId: string,
    contentId: string,
    claimId: string,
    paymentId: string | null,
  ): Promise<void> {
    await this.model.updateOne(
      { _id: claimKey(payerId, contentId), claimId },
      { $set: { claimId: null, claimedAt: null, ...(paymentId ? { paymentId } : {}) } },
    );
  }

  /** Points the hold at a payment that succeeded, whatever request started it. */
  async recordPayment(payerId: string, contentId: string, paymentId: string): Promise<void> {
    await this.model.updateOne(
      { _id: claimKey(payerId, contentId) },
      { $set: { paymentId } },
      { upsert: true },
    );
  }
}
