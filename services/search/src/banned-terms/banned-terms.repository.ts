import { Inject, Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import type { EventEnvelope } from '@tessera/contracts';
import { buildEvent, OutboxRelay, OutboxRepository, SERVICE_CONFIG } from '@tessera/platform';
import type { Model } from 'mongoose';
import type { SearchConfig } from '../config/search-config';
import { foldWords } from '../text/fold-words';
import { BannedTerms } from './banned-terms.schema';

const LIST_ID = 'search';

/**
 * Whether a query holds a banned term as whole words: "teen" bans "teen pics" but not
 * "canteen". The list is read at most once per cache period per replica.
 */
@Injectable()
export class BannedTermsRepository extends OutboxRepository<BannedTerms> {
  private cached: { terms: string[]; until: number } | null = null;

  constructor(
    @InjectModel(BannedTerms.name) model: Model<BannedTerms>,
    relay: OutboxRelay,
    @Inject(SERVICE_CONFIG) private readonly config: SearchConfig,
  ) {
    super(model, relay);
  }

  async list(): Promise<{ terms: string[]; updatedAt: string | null }> {
    const doc = await this.model.findById(LIST_ID).lean<BannedTerms>();
    return { terms: doc?.terms ?? [], updatedAt: doc?.updatedAt?.toISOString() ?? null };
  }

  /**
   * Replaces the list, with the audit event of the change and `banned_terms.changed` (the whole
   * list, for the services that refuse posts holding a term) in the same write.
   */
  async replace(
    terms: readonly string[],
    updatedBy: string,
    audit: (terms: string[]) => EventEnvelope,
  ): Promise<string[]> {
    const unique = [...new Set(terms.map(foldWords).filter(Boolean))].sort();
    await this.insertUnlessExists({ _id: LIST_ID, terms: [] });
    const changed = buildEvent(
      'banned_terms.changed',
      { terms: unique, changedAt: new Date().toISOString(), actorId: updatedBy },
      { producer: 'search', key: this.config.PLATFORM_SETTINGS_SCOPE, actorId: updatedBy },
    );
    await this.updateWithEvents({ _id: LIST_ID }, { $set: { terms: unique, updatedBy } }, [
      audit(unique),
      changed,
    ]);
    this.cached = null;
    return unique;
  }

  async matches(query: string): Promise<boolean> {
    const folded = ` ${foldWords(query)} `;
    const terms = await this.current();
    return terms.some((term) => folded.includes(` ${term} `));
  }

  private async current(): Promise<string[]> {
    if (this.cached && this.cached.until > Date.now()) return this.cached.terms;
    const { terms } = await this.list();
    this.cached = {
      terms,
      until: Date.now() + this.config.SEARCH_BANNED_TERMS_CACHE_SECONDS * 1000,
    };
    return terms;
  }
}
