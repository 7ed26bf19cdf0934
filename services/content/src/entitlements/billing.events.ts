import { Controller } from '@nestjs/common';
import { type SubscriptionEvent, subscriptionStateOf, type TypedEvent } from '@tessera/contracts';
import { ConsumeEvent } from '@tessera/platform';
import { ViewerEntitlementsRepository } from './viewer-entitlements.repository';

/**
 * Keeps each viewer's entitlements in step with billing. Every subscription event carries the
 * whole state, so the newest state wins whatever order events arrive in, and each event id is
 * applied at most once.
 */
@Controller()
export class BillingEvents {
  constructor(private readonly entitlements: ViewerEntitlementsRepository) {}

  @ConsumeEvent('subscription.created')
  onCreated(event: TypedEvent<'subscription.created'>): Promise<void> {
    return this.apply(event);
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

  @ConsumeEvent('content.unlocked')
  async onUnlocked({ id, data }: TypedEvent<'content.unlocked'>): Promise<void> {
    await this.entitlements.applyUnlock(
      id,
      data.subscriberId,
      data.contentId,
      data.revoked,
      new Date(data.changedAt),
    );
  }

  private async apply(event: SubscriptionEvent): Promise<void> {
    const { subscriberId, creatorId, ...state } = subscriptionStateOf(event);
    await this.entitlements.applySubscription(event.id, subscriberId, creatorId, state);
  }
}
