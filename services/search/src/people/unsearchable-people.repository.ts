import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import { MongoRepository } from '@tessera/platform';
import type { Model } from 'mongoose';
import { SearchPrivacy } from './search-privacy.schema';

/** How long a replica lists hidden profiles from memory; its own changes apply at once. */
const LIST_MS = 2_000;

/**
 * The members who keep their profile out of people search. Their posts are still found; only
 * searches for people (results, suggestions, the real-data user search) leave them out.
 */
@Injectable()
export class UnsearchablePeopleRepository extends MongoRepository<SearchPrivacy> {
  private listed: { ids: string[]; until: number } | null = null;

  constructor(@InjectModel(SearchPrivacy.name) model: Model<SearchPrivacy>) {
    super(model);
  }

  /** Records the choice unless a newer one is stored; a replay changes nothing. */
  async apply(userId: string, hidden: boolean, changedAt: Date): Promise<void> {
    const stored = await this.insertUnlessExists({ _id: userId, hidden, changedAt });
    if (!stored) {
      await this.model.updateOne(
        { _id: userId, changedAt: { $lte: changedAt } },
        { $set: { hidden, changedAt } },
      );
    }
    this.listed = null;
  }

  async ids(): Promise<string[]> {
    if (this.listed && this.listed.until > Date.now()) return this.listed.ids;
    const found = await this.model
      .find({ hidden: true }, { _id: 1 })
      .lean<Array<Pick<SearchPrivacy, '_id'>>>();
    this.listed = { ids: found.map((entry) => entry._id), until: Date.now() + LIST_MS };
    return this.listed.ids;
  }
}
