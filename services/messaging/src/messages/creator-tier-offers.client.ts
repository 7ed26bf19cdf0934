import { Inject, Injectable } from '@nestjs/common';
import type { CreatorTierDto } from '@tessera/contracts';
import { APP_LOGGER, InternalHttpClient, ReadCache, SERVICE_CONFIG } from '@tessera/platform';
import { cheapestTierOnSale, type CreatorTierOffer } from '@tessera/rules';
import type { Logger } from 'pino';
import type { MessagingConfig } from '../config/messaging-config';

/**
 * The cheapest tier each creator sells, asked of billing (which owns tiers and publishes no event
 * of them) and kept for a minute: a refused message offers it as its next step. When billing does
 * not answer, the refusal goes out without an offer rather than failing.
 */
@Injectable()
export class CreatorTierOffersClient {
  private readonly billing: InternalHttpClient;
  private readonly offers = new ReadCache<CreatorTierOffer | null>('creator-tier-offers', {
    maxEntries: 20_000,
    maxAgeMs: 60_000,
  });

  constructor(
    @Inject(SERVICE_CONFIG) config: Pick<MessagingConfig, 'SUBSCRIPTION_BILLING_URL'>,
    @Inject(APP_LOGGER) private readonly logger: Logger,
  ) {
    this.billing = new InternalHttpClient({
      service: 'subscription-billing',
      baseUrl: config.SUBSCRIPTION_BILLING_URL,
      timeoutMs: 1500,
      retries: 1,
    });
  }

  async cheapestOf(creatorId: string): Promise<CreatorTierOffer | undefined> {
    try {
      const found = await this.offers.getMany([creatorId], async () => {
        const tiers = await this.billing.get<CreatorTierDto[]>('/api/subscriptions/tiers', {
          query: { creatorId },
        });
        return [[creatorId, cheapestTierOnSale(tiers) ?? null] as const];
      });
      return found.get(creatorId) ?? undefined;
    } catch (error) {
      this.logger.warn({ err: error }, 'creator tiers unavailable');
      return undefined;
    }
  }
}
