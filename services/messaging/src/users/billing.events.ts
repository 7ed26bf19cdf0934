import { Controller } from '@nestjs/common';
import { type SubscriptionEvent, subscriptionStateOf, type TypedEvent } from '@tessera/contracts';
import { ConsumeEvent } from '@tessera/platform';
import { BroadcastAudienceRepository } from './broadcast-audience.repository';
import { MessagingUsersRepository } from './messaging-users.repository';
import { NewSubscribers } from './new-subscribers';

/**
 * Keeps each user's platform plan and creator subscriptions in step with billing. Every
 * subscription event carries the whole state, so the newest state wins whatever order events
 * arrive in, and each event id is applied at most once.
 */
@Controller()
export class BillingEvents {
  constructor(
    private readonly users: MessagingUsersRepository,
    private readonly audience: BroadcastAudienceRepository,
    private readonly newSubscribers: NewSubscribers,
  ) {}

  @ConsumeEvent('subscription.created')
  async onCreated(event: TypedEvent<'subscription.created'>): Promise<void> {
    await this.apply(event);
    await this.newSubscribers.announce(event);
  }

  @ConsumeEvent('subscription.renewed')
  onRenewed(event: TypedEvent<'subscription.renewed'>): Promise<void> {
    return this.apply(event);
  }

  @ConsumeEvent('subscription.updated')
  onUpdated(event: TypedEvent<'subscription.updated'>): Promise<void> {
    return this.apply(event);
  }

  @ConsumeEvent('subscription.canceled')
  onCanceled(event: TypedEvent<'subscription.canceled'>): Promise<void> {
    return this.apply(event);
  }

  @ConsumeEvent('subscription.expired')
  onExpired(event: TypedEvent<'subscription.expired'>): Promise<void> {
    return this.apply(event);
  }

  private async apply(event: SubscriptionEvent): Promise<void> {
    const reported = subscriptionStateOf(event);
    const { subscriberId, creatorId, ...state } = reported;
    await this.users.applySubscription(event.id, subscriberId, creatorId, state);
    await this.audience.apply(event.id, reported);
  }
}
