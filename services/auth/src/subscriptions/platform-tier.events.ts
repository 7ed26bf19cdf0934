import { Controller } from '@nestjs/common';
import type { TypedEvent } from '@tessera/contracts';
import { ConsumeEvent } from '@tessera/platform';
import { getTier } from '@tessera/rules';
import { UsersRepository } from '../users/users.repository';

/**
 * Keeps each user's platform tier (shown on their account and checked by the rules) in step with
 * billing's `subscription.created` facts; subscriptions to individual creators are not platform tiers.
 * The effect is a `$set` of the reported state, so applying it again changes nothing.
 */
@Controller()
export class PlatformTierEvents {
  constructor(private readonly users: UsersRepository) {}

  @ConsumeEvent('subscription.created')
  async onSubscriptionCreated({ data }: TypedEvent<'subscription.created'>): Promise<void> {
    if (data.creatorId || !getTier(data.tierId)) return;
    const applied = await this.users.applyPlatformTier(data.subscriberId, {
      tierId: data.tierId,
      status: data.status,
      currentPeriodEnd: new Date(data.currentPeriodEnd),
      subscriptionId: data.subscriptionId,
    });
    if (!applied) throw new Error(`subscriber ${data.subscriberId} not found`);
  }
}
