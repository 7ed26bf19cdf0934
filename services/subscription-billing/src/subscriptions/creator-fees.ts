import { Injectable } from '@nestjs/common';
import { CacheInvalidations, type ReadCache } from '@tessera/platform';
import { creatorPlatformFeePercent } from '@tessera/rules';
import { SubscriptionsRepository } from './subscriptions.repository';

const FEES_CACHE = 'creator-fees';

/**
 * The platform fee a creator's own platform plan sets, for every sale to their subscribers (tips,
 * unlocks, creator subscriptions). A paid plan lowers it while active or retrying a renewal; an
 * unpaid (incomplete) or ended plan leaves the creator on the free plan's fee. Every sale asks and
 * the plan changes a few times a year, so the fee is kept in memory; every write of a platform
 * plan drops it on every replica (`planChanged`, from `SubscriptionWriter`).
 */
@Injectable()
export class CreatorFees {
  private readonly cache: ReadCache<number>;

  constructor(
    private readonly subscriptions: SubscriptionsRepository,
    private readonly invalidations: CacheInvalidations,
  ) {
    this.cache = invalidations.cache(FEES_CACHE, { maxEntries: 20_000, maxAgeMs: 60_000 });
  }

  async platformFeePercentOf(creatorId: string): Promise<number> {
    const percent = await this.cache.get(creatorId, async () => {
      const plan = await this.subscriptions.findLive(creatorId, undefined);
      const paying = plan && (plan.status === 'active' || plan.status === 'past_due');
      return creatorPlatformFeePercent(paying ? plan.tierId : null);
    });
    return percent ?? creatorPlatformFeePercent();
  }

  /** Called after a write of the user's platform plan has been stored. */
  planChanged(userId: string): Promise<void> {
    return this.invalidations.invalidate(FEES_CACHE, [userId]);
  }
}
