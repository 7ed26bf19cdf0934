import { Controller } from '@nestjs/common';
import {
  SUBSCRIPTION_EVENT_TYPES,
  type SubscriptionEvent,
  subscriptionStateOf,
} from '@tessera/contracts';
import { ConsumeEvents } from '@tessera/platform';
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

  @ConsumeEvents(SUBSCRIPTION_EVENT_TYPES, { when: platformPlan })
  async onSubscriptionEvent(event: SubscriptionEvent): Promise<void> {
    const { subscriberId, creatorId, ...tier } = subscriptionStateOf(event);
    if (creatorId || !getTier(tier.tierId)) return;
    // An ending applies only to the plan the user holds now, never to one bought since.
    const sameSubscription =
      event.type === 'subscription.canceled' || event.type === 'subscription.expired';
    const applied = await this.users.applyPlatformTier(subscriberId, tier, { sameSubscription });
    if (!applied) throw new Error(`subscriber ${subscriberId} not found`);
  }
}
