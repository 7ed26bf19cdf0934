import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import type { EventEnvelope } from '@tessera/contracts';
import { isDuplicateKeyError, OutboxRelay, OutboxRepository } from '@tessera/platform';
import type { Model } from 'mongoose';
import { OfferLink } from './offer-link.schema';

const NO_OUTBOX = { outbox: 0 } as const;

export type NewOfferLink = Omit<OfferLink, 'createdAt' | 'claimsUsed' | 'active'>;

/** Trial and promotion links, by code; a creator's list filters on `creatorId`. */
@Injectable()
export class OfferLinksRepository extends OutboxRepository<OfferLink> {
  constructor(@InjectModel(OfferLink.name) model: Model<OfferLink>, relay: OutboxRelay) {
    super(model, relay);
  }

  /** Stores a new link with its audit entry; null when its code exists already. */
  async create(link: NewOfferLink, events: EventEnvelope[]): Promise<OfferLink | null> {
    try {
      const created = await this.insertWithEvents({ ...link, claimsUsed: 0, active: true }, events);
      const { outbox: _outbox, ...stored } = created as OfferLink & { outbox?: unknown };
      return stored;
    } catch (error) {
      if (isDuplicateKeyError(error)) return null;
      throw error;
    }
  }

  find(code: string): Promise<OfferLink | null> {
    return this.model.findById(code, NO_OUTBOX).lean<OfferLink>();
  }

  ofCreator(creatorId: string): Promise<OfferLink[]> {
    return this.model.find({ creatorId }, NO_OUTBOX).sort({ createdAt: -1 }).lean<OfferLink[]>();
  }

  /** Ends an active link of the creator with its audit entry; null when none was active. */
  deactivate(code: string, creatorId: string, events: EventEnvelope[]): Promise<OfferLink | null> {
    return this.findAndUpdateWithEvents(
      { _id: code, creatorId, active: true },
      { $set: { active: false } },
      events,
      { projection: NO_OUTBOX },
    );
  }

  /**
   * Sets an active link's limit and expiry with its audit entry, in one conditional write that
   * keeps the limit at or above the claims taken. Null when the link is not the creator's, is
   * ended, or has more claims than `maxClaims`.
   */
  updateLimits(
    code: string,
    creatorId: string,
    limits: Pick<OfferLink, 'maxClaims' | 'expiresAt'>,
    events: EventEnvelope[],
  ): Promise<OfferLink | null> {
    return this.findAndUpdateWithEvents(
      { _id: code, creatorId, active: true, claimsUsed: { $lte: limits.maxClaims } },
      { $set: limits },
      events,
      { projection: NO_OUTBOX },
    );
  }

  /**
   * Counts one claim, in one conditional write: only while the link is active, unexpired and
   * below its limit as stored now (the creator may have changed it). Null when that no longer
   * holds.
   */
  takeClaim(code: string, now: Date): Promise<OfferLink | null> {
    return this.model
      .findOneAndUpdate(
        {
          _id: code,
          active: true,
          expiresAt: { $gt: now },
          $expr: { $lt: ['$claimsUsed', '$maxClaims'] },
        },
        { $inc: { claimsUsed: 1 } },
        { new: true, projection: NO_OUTBOX },
      )
      .lean<OfferLink>();
  }

  /** Gives back a claim whose subscription never came about. */
  async returnClaim(code: string): Promise<void> {
    await this.model.updateOne({ _id: code, claimsUsed: { $gt: 0 } }, { $inc: { claimsUsed: -1 } });
  }
}
