import { Controller } from '@nestjs/common';
import type { TypedEvent } from '@tessera/contracts';
import { ConsumeEvent } from '@tessera/platform';
import type { SubscriptionStatus } from '@tessera/rules';
import { MessagingUsersRepository } from './messaging-users.repository';

type SubscriptionEvent = TypedEvent<
  | 'subscription.created'
  | 'subscription.renewed'
  | 'subscription.updated'
  | 'subscription.canceled'
  | 'subscription.expired'
>;

/**
 * Keeps each user's platform plan and creator subscriptions in step with billing. Every
 * subscription event carries the whole state, so the newest state wins whatever order events
 * arrive in, and each event id is applied at most once.
 */
@Controller()
export class BillingEvents {
  constructor(private readonly users: MessagingUsersRepository) {}

  @ConsumeEvent('subscription.created')
  onCreated(event: TypedEvent<'subscription.created'>): Promise<void> {
    return this.apply(event, event.data.currentPeriodStart);
  }

  @ConsumeEvent('subscription.renewed')
  onRenewed(event: TypedEvent<'subscription.renewed'>): Promise<void> {
    return this.apply(event, event.data.changedAt);
  }

  @ConsumeEvent('subscription.updated')
  onUpdated(event: TypedEvent<'subscription.updated'>): Promise<void> {
    return this.apply(event, event.data.changedAt);
  }

  @ConsumeEvent('subscription.canceled')
  onCanceled(event: TypedEvent<'subscription.canceled'>): Promise<void> {
    return this.apply(event, event.data.changedAt);
  }

  @ConsumeEvent('subscription.expired')
  onExpired(event: TypedEvent<'subscription.expired'>): Promise<void> {
    // An expiry ends the plan at once, whatever status and period end it reports.
    return this.apply(event, event.data.changedAt, 'expired');
  }

  private async apply(
    event: SubscriptionEvent,
    changedAt: string,
    status: SubscriptionStatus = event.data.status,
  ): Promise<void> {
    const { data } = event;
    await this.users.applySubscription(event.id, data.subscriberId, data.creatorId, {
      subscriptionId: data.subscriptionId,
      tierId: data.tierId,
      status,
      currentPeriodEnd: new Date(data.currentPeriodEnd),
      changedAt: new Date(changedAt),
    });
  }
}
