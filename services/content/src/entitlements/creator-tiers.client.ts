import { Inject, Injectable } from '@nestjs/common';
import type { CreatorTierDto } from '@tessera/contracts';
import { APP_LOGGER, InternalHttpClient, ReadCache, SERVICE_CONFIG } from '@tessera/platform';
import type { CreatorTierTerms } from '@tessera/rules';
import type { Logger } from 'pino';
import type { ContentConfig } from '../config/content-config';

/**
 * The tiers each creator sells, asked of billing (which owns tiers and publishes no event of
 * them) and kept for a minute. They say what a subscriber's tier opens and which tier a locked post
 * offers. When billing does not answer, no terms are known: a subscriber's tier then opens what
 * every tier opens, and the locked post offers no tier, rather than the page failing.
 */
@Injectable()
export class CreatorTiersClient {
  private readonly billing: InternalHttpClient;
  private readonly tiers = new ReadCache<CreatorTierTerms[]>('creator-tiers', {
    maxEntries: 20_000,
    maxAgeMs: 60_000,
  });

  constructor(
    @Inject(SERVICE_CONFIG) config: Pick<ContentConfig, 'SUBSCRIPTION_BILLING_URL'>,
    @Inject(APP_LOGGER) private readonly logger: Logger,
  ) {
    this.billing = new InternalHttpClient({
      service: 'subscription-billing',
      baseUrl: config.SUBSCRIPTION_BILLING_URL,
      timeoutMs: 1500,
      retries: 1,
    });
  }

  /** Each creator's tiers on sale; a creator billing could not be asked about is left out. */
  async tiersOf(creatorIds: readonly string[]): Promise<Map<string, CreatorTierTerms[]>> {
    if (creatorIds.length === 0) return new Map();
    try {
      return await this.tiers.getMany([...new Set(creatorIds)], (missing) => this.load(missing));
    } catch (error) {
      this.logger.warn({ err: error }, 'creator tiers unavailable');
      return new Map();
    }
  }

  /**
   * Whether the creator sells a tier now, asked of billing afresh so that a tier created a moment
   * ago counts at once; null when billing did not answer.
   */
  async sellsATier(creatorId: string): Promise<boolean | null> {
    this.tiers.invalidate([creatorId]);
    const terms = (await this.tiersOf([creatorId])).get(creatorId);
    return terms ? terms.some((tier) => tier.isActive) : null;
  }

  private load(creatorIds: string[]): Promise<Array<readonly [string, CreatorTierTerms[]]>> {
    return Promise.all(
      creatorIds.map(async (creatorId) => {
        const tiers = await this.billing.get<CreatorTierDto[]>('/api/subscriptions/tiers', {
          query: { creatorId },
        });
        const terms = tiers.map(({ id, name, priceCents, currency, contentAccess, isActive }) => ({
          id,
          name,
          priceCents,
          currency,
          contentAccess,
          isActive,
        }));
        return [creatorId, terms] as const;
      }),
    );
  }
}
