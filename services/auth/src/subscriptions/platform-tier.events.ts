import { Controller } from '@nestjs/common';
import type { TypedEvent } from '@tessera/contracts';
import { ConsumeEvent } from '@tessera/platform';
import { getTier } from '@tessera/rules';
import { UsersRepository } from '../users/users.repository';

type PlanEvent = TypedEvent<
  | 'subscription.created'
  | 'subscription.renewed'
  | 'subscription.updated'
  | 'subscription.canceled'
  | 'subscription.expired'
>;

/**
 * Keeps each user's platform tier (shown on their account and checked by the rules) in step with
 * billing's subscription facts; subscriptions to individual creators are not platform tiers. Each
 * event carries the whole state and its time, so the newest state wins in any order, and applying
 * one again changes nothing.
 */
@Controller()
export class PlatformTierEvents {
  constructor(private readonly users: UsersRepository) {}

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
    return this.apply(event, event.data.changedAt, { sameSubscription: true });
  }

  @ConsumeEvent('subscription.expired')
  onExpired(event: TypedEvent<'subscription.expired'>): Promise<void> {
    return this.apply(event, event.data.changedAt, { sameSubscription: true, status: 'expired' });
  }

  private async apply(
    { data }: PlanEvent,
    changedAt: string,
    options: { sameSubscription?: boolean; status?: 'expired' } = {},
  ): Promise<void> {
    if (data.creatorId || !getTier(data.tierId)) return;
    const applied = await this.users.applyPlatformTier(
      data.subscriberId,
      {
        tierId: data.tierId,
        status: options.status ?? data.status,
        currentPeriodEnd: new Date(data.currentPeriodEnd),
        subscriptionId: data.subscriptionId,
        changedAt: new Date(changedAt),
      },
      { sameSubscription: options.sameSubscription },
    );
    if (!applied) throw new Error(`subscriber ${data.subscriberId} not found`);
  }
}
