import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import type { Model } from 'mongoose';
import { BannedTermsReader } from './banned-terms-reader';
import { BannedTermsList } from './banned-terms.schema';

const LIST_ID = 'platform';
/** How long a replica trusts its copy before reading the stored one again. */
const REFRESH_MS = 2_000;

/**
 * The banned terms from search's `banned_terms.changed`: the replica that receives a change uses
 * it at once, the others within two seconds. Until a list arrives, nothing is banned.
 */
@Injectable()
export class BannedTermsRepository extends BannedTermsReader {
  private cached: { terms: readonly string[]; until: number } | null = null;

  constructor(@InjectModel(BannedTermsList.name) private readonly model: Model<BannedTermsList>) {
    super();
  }

  async current(): Promise<readonly string[]> {
    if (this.cached && this.cached.until > Date.now()) return this.cached.terms;
    const doc = await this.model.findById(LIST_ID).lean<BannedTermsList>();
    const terms = doc?.terms ?? [];
    this.cached = { terms, until: Date.now() + REFRESH_MS };
    return terms;
  }

  /** Stores a list unless a later change is stored already. */
  async replace(terms: readonly string[], changedAt: Date): Promise<void> {
    try {
      await this.model.updateOne(
        { _id: LIST_ID, changedAt: { $lt: changedAt } },
        { $set: { terms, changedAt } },
        { upsert: true },
      );
    } catch (error) {
      // The upsert of an already newer list collides on the id: that one stays, as it should.
      if ((error as { code?: number }).code !== 11000) throw error;
    }
    this.cached = null;
  }
}
