import { Controller } from '@nestjs/common';
import { type SubscriptionEvent, subscriptionStateOf, type TypedEvent } from '@tessera/contracts';
import { ConsumeEvent } from '@tessera/platform';
import { getTier } from '@tessera/rules';
import { UsersRepository } from '../users/users.repository';

/**
 * Keeps each user's platform tier (shown on their account and checked by the rules) in step with
 * billing's subscription facts; subscriptions to individual creators are not platform tiers. Each
 * event carries the whole state and its time, so the newest state wins in any order, and applying
 * one again changes nothing.
 */
/** Subscriptions to individual creators are passed over before any bookkeeping. */
const platformPlan = (event: SubscriptionEvent) => !subscriptionStateOf(event).creatorId;

@Controller()
export class PlatformTierEvents {
  constructor(private readonly users: UsersRepository) {}

  @ConsumeEvent('subscription.created', { when: platformPlan })
  onCreated(event: TypedEvent<'subscription.created'>): Promise<void> {
    return this.apply(event);
  }

  @ConsumeEvent('subscription.renewed', { when: platformPlan })
  onRenewed(event: TypedEvent<'subscription.renewed'>): Promise<void> {
    return this.apply(event);
  }

  @ConsumeEvent('subscription.updated', { when: platformPlan })
  onUpdated(event: TypedEvent<'subscription.updated'>): Promise<void> {
    return this.apply(event);
  }

  @ConsumeEvent('subscription.canceled', { when: platformPlan })
  onCanceled(event: TypedEvent<'subscription.canceled'>): Promise<void> {
    return this.apply(event, { sameSubscription: true });
  }

  @ConsumeEvent('subscription.expired', { when: platformPlan })
  onExpired(event: TypedEvent<'subscription.expired'>): Promise<void> {
    return this.apply(event, { sameSubscription: true });
  }

  private async apply(
    event: SubscriptionEvent,
    options: { sameSubscription?: boolean } = {},
  ): Promise<void> {
    const { subscriberId, creatorId, ...tier } = subscriptionStateOf(event);
    if (creatorId || !getTier(tier.tierId)) return;
    const applied = await this.users.applyPlatformTier(subscriberId, tier, options);
    if (!applied) throw new Error(`subscriber ${subscriberId} not found`);
  }
}
