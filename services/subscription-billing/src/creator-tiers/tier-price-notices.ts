import { Injectable } from '@nestjs/common';
import { tierPriceChanged } from '../subscriptions/price-notices';
import { SubscriptionTerms } from '../subscriptions/subscription-terms';
import { SubscriptionWriter } from '../subscriptions/subscription-writer';
import { SubscriptionsRepository } from '../subscriptions/subscriptions.repository';
import type { CreatorTier } from '../tier-catalog/creator-tier.schema';

/**
 * A tier's new price is for new subscribers at once. Its live subscribers keep theirs until they
 * were told (`subscription.price_changing`, in the same write as the pending price) at least the
 * notice period before the first renewal at the new one.
 */
@Injectable()
export class TierPriceNotices {
  constructor(
    private readonly subscriptions: SubscriptionsRepository,
    private readonly writer: SubscriptionWriter,
    private readonly terms: SubscriptionTerms,
  ) {}

  async priceChanged(tier: CreatorTier): Promise<void> {
    const now = new Date();
    for (const id of await this.subscriptions.liveOnTier(tier.creatorId, tier._id)) {
      await this.writer.change(id, (current) =>
        tierPriceChanged(current, tier._id, tier.priceCents, now, this.terms),
      );
    }
  }
}
