import { Controller } from '@nestjs/common';
import {
  SUBSCRIPTION_EVENT_TYPES,
  type SubscriptionEvent,
  subscriptionStateOf,
  type TypedEvent,
} from '@tessera/contracts';
import { ConsumeEvents } from '@tessera/platform';
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

  @ConsumeEvents(SUBSCRIPTION_EVENT_TYPES)
  async onSubscriptionEvent(event: SubscriptionEvent): Promise<void> {
    const reported = subscriptionStateOf(event);
    await this.users.applySubscription(event.id, reported);
    await this.audience.apply(event.id, reported);
    if (event.type === 'subscription.created') {
      await this.newSubscribers.announce(event as TypedEvent<'subscription.created'>);
    }
  }
}
