import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import { MongoRepository } from '@tessera/platform';
import type { Model } from 'mongoose';
import { OfferClaim } from './offer-claim.schema';

/** Fans' claims of creators' offers, one per fan and creator. */
@Injectable()
export class OfferClaimsRepository extends MongoRepository<OfferClaim> {
  constructor(@InjectModel(OfferClaim.name) model: Model<OfferClaim>) {
    super(model);
  }

  /** Stores the claim; false when the fan holds one of this creator's offers already. */
  add(claim: OfferClaim): Promise<boolean> {
    return this.insertUnlessExists(claim);
  }

  find(id: string): Promise<OfferClaim | null> {
    return this.model.findById(id).lean<OfferClaim>();
  }

  /** Removes the claim if it is of this code; true when one was removed. */
  async remove(id: string, code: string): Promise<boolean> {
    const result = await this.model.deleteOne({ _id: id, code });
    return result.deletedCount > 0;
  }
}
