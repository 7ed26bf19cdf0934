import { Controller } from '@nestjs/common';
import type { TypedEvent } from '@tessera/contracts';
import { ConsumeEvent } from '@tessera/platform';
import type { SubscriptionStatus } from '@tessera/rules';
import { ViewerEntitlementsRepository } from './viewer-entitlements.repository';

type SubscriptionEvent = TypedEvent<
  | 'subscription.created'
  | 'subscription.renewed'
  | 'subscription.updated'
  | 'subscription.canceled'
  | 'subscription.expired'
>;

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
    // An expiry ends access at once, whatever status and period end it reports.
    return this.apply(event, event.data.changedAt, 'expired');
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

  private async apply(
    event: SubscriptionEvent,
    changedAt: string,
    status: SubscriptionStatus = event.data.status,
  ): Promise<void> {
    const { data } = event;
    await this.entitlements.applySubscription(event.id, data.subscriberId, data.creatorId, {
      subscriptionId: data.subscriptionId,
      tierId: data.tierId,
      status,
      currentPeriodEnd: new Date(data.currentPeriodEnd),
      changedAt: new Date(changedAt),
    });
  }
}
