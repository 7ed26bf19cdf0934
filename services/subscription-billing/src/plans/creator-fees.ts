import { Injectable } from '@nestjs/common';
import { FREE_CREATOR_TIER_ID, getTier } from '@tessera/rules';
import { SubscriptionsRepository } from '../subscriptions/subscriptions.repository';

/** The free creator plan's fee: what a creator without a paid plan pays (20 %). */
export const BASIC_CREATOR_FEE_PERCENT =
  getTier(FREE_CREATOR_TIER_ID)?.creatorFeatures?.platformFeePercentage ?? 20;

/**
 * The platform fee a creator's own platform plan sets, for every sale to their subscribers (tips,
 * unlocks, creator subscriptions). A paid plan lowers it while active or retrying a renewal; an
 * unpaid (incomplete) or ended plan leaves the creator on the free plan's fee.
 */
@Injectable()
export class CreatorFees {
  constructor(private readonly subscriptions: SubscriptionsRepository) {}

  async platformFeePercentOf(creatorId: string): Promise<number> {
    const plan = await this.subscriptions.findLive(creatorId, undefined);
    if (!plan || (plan.status !== 'active' && plan.status !== 'past_due')) {
      return BASIC_CREATOR_FEE_PERCENT;
    }
    return (
      getTier(plan.tierId)?.creatorFeatures?.platformFeePercentage ?? BASIC_CREATOR_FEE_PERCENT
    );
  }
}
