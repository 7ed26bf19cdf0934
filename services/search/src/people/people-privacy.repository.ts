import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import { MongoRepository } from '@tessera/platform';
import type { Model } from 'mongoose';
import { SearchPrivacy } from './search-privacy.schema';

/** How long a replica lists hidden profiles from memory; its own changes apply at once. */
const LIST_MS = 2_000;

export type PrivacyChoices = Partial<Pick<SearchPrivacy, 'hidden' | 'showsSubscriberCount'>>;

/**
 * Members' privacy choices as search applies them. Those who keep their profile out of search are
 * left out of searches for people (results, suggestions, the real-data user search) while their
 * posts are still found; creators' follower counts, which are their subscribers, are shown only
 * where the creator shows the subscriber count.
 */
@Injectable()
export class PeoplePrivacyRepository extends MongoRepository<SearchPrivacy> {
  private listed: { ids: string[]; until: number } | null = null;

  constructor(@InjectModel(SearchPrivacy.name) model: Model<SearchPrivacy>) {
    super(model);
  }

  /**
   * Records the choices an event reports unless a newer event is stored; a replay changes
   * nothing. One user's events share a partition, so they arrive in order.
   */
  async apply(userId: string, choices: PrivacyChoices, changedAt: Date): Promise<void> {
    const stored = await this.insertUnlessExists({ _id: userId, ...choices, changedAt });
    if (!stored) {
      await this.model.updateOne(
        { _id: userId, changedAt: { $lte: changedAt } },
        { $set: { ...choices, changedAt } },
      );
    }
    this.listed = null;
  }

  /** The members who keep their profile out of people search. */
  async unsearchableIds(): Promise<string[]> {
    if (this.listed && this.listed.until > Date.now()) return this.listed.ids;
    const found = await this.model
      .find({ hidden: true }, { _id: 1 })
      .lean<Array<Pick<SearchPrivacy, '_id'>>>();
    this.listed = { ids: found.map((entry) => entry._id), until: Date.now() + LIST_MS };
    return this.listed.ids;
  }

  /** Those of `userIds` who show their subscriber count. */
  async showingSubscriberCounts(userIds: readonly string[]): Promise<Set<string>> {
    if (userIds.length === 0) return new Set();
    const found = await this.model
      .find({ _id: { $in: [...userIds] }, showsSubscriberCount: true }, { _id: 1 })
      .lean<Array<Pick<SearchPrivacy, '_id'>>>();
    return new Set(found.map((entry) => entry._id));
  }
}
