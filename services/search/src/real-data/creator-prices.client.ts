import { Inject, Injectable } from '@nestjs/common';
import type { CreatorTierDto, RealDataUser } from '@tessera/contracts';
import { APP_LOGGER, InternalHttpClient, ReadCache, SERVICE_CONFIG } from '@tessera/platform';
import type { Logger } from 'pino';
import type { SearchConfig } from '../config/search-config';

type Price = NonNullable<RealDataUser['lowestPrice']>;

/**
 * The cheapest active tier of each creator, asked of billing (which owns tiers and publishes no
 * event of them) and kept for a minute: a card shows "from €x" a little late rather than never.
 * When billing does not answer, the card shows no price rather than failing the page.
 */
@Injectable()
export class CreatorPricesClient {
  private readonly billing: InternalHttpClient;
  private readonly prices = new ReadCache<Price>('creator-prices', {
    maxEntries: 20_000,
    maxAgeMs: 60_000,
  });

  constructor(
    @Inject(SERVICE_CONFIG) config: SearchConfig,
    @Inject(APP_LOGGER) private readonly logger: Logger,
  ) {
    this.billing = new InternalHttpClient({
      service: 'subscription-billing',
      baseUrl: config.SUBSCRIPTION_BILLING_URL,
      timeoutMs: 1500,
      retries: 1,
    });
  }

  async lowestPrices(creatorIds: readonly string[]): Promise<Map<string, Price>> {
    try {
      return await this.prices.getMany(creatorIds, (missing) => this.load(missing));
    } catch (error) {
      this.logger.warn({ err: error }, 'creator prices unavailable');
      return new Map();
    }
  }

  private async load(creatorIds: string[]): Promise<Array<readonly [string, Price]>> {
    const found = await Promise.all(
      creatorIds.map(async (creatorId) => {
        const tiers = await this.billing.get<CreatorTierDto[]>('/api/subscriptions/tiers', {
          query: { creatorId },
        });
        const cheapest = tiers
          .filter((tier) => tier.isActive)
          .sort((a, b) => a.priceCents - b.priceCents)[0];
        if (!cheapest) return null;
        const price = { amountCents: cheapest.priceCents, currency: cheapest.currency };
        return [creatorId, price] as const;
      }),
    );
    return found.filter((entry) => entry !== null);
  }
}
