import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import { MongoRepository } from '@tessera/platform';
import type { Model } from 'mongoose';
import { PresencePrivacy } from './presence-privacy.schema';

/** How long a replica answers from its list of hidden users; its own changes apply at once. */
const LIST_MS = 2_000;

/**
 * The users who hide their online status from others. Few choose it, and every status read asks,
 * so each replica keeps the list in memory for a moment rather than asking per user.
 */
@Injectable()
export class HiddenPresenceRepository extends MongoRepository<PresencePrivacy> {
  private listed: { ids: Set<string>; until: number } | null = null;

  constructor(@InjectModel(PresencePrivacy.name) model: Model<PresencePrivacy>) {
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

  async ids(): Promise<ReadonlySet<string>> {
    if (this.listed && this.listed.until > Date.now()) return this.listed.ids;
    const found = await this.model
      .find({ hidden: true }, { _id: 1 })
      .lean<Array<Pick<PresencePrivacy, '_id'>>>();
    this.listed = { ids: new Set(found.map((entry) => entry._id)), until: Date.now() + LIST_MS };
    return this.listed.ids;
  }
}
