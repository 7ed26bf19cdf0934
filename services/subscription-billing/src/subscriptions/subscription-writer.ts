import { Injectable } from '@nestjs/common';
import type { EventEnvelope } from '@tessera/contracts';
import { CreatorTiersRepository } from '../tier-catalog/creator-tiers.repository';
import { CreatorFees } from './creator-fees';
import { RenewalSlots } from './renewal-slots';
import type { Subscription } from './subscription.schema';
import {
  type NewSubscription,
  type SubscriptionChange,
  SubscriptionsRepository,
} from './subscriptions.repository';

/** Whether a subscription counts towards its creator tier's subscriber count. */
function counted(subscription: Subscription | null): string | null {
  if (!subscription?.creatorId || !subscription.activatedAt) return null;
  return subscription.status === 'active' || subscription.status === 'past_due'
    ? subscription.tierId
    : null;
}

/**
 * Every write of a subscription, followed by what hangs on it: its next renewal step filed for the
 * sweeper, the subscriber counts of the tiers it left and joined, and, for a platform plan, the
 * fee its holder charges kept in memory. The subscription itself is the truth; these follow each
 * change that happened, once, since a change happens once.
 */
@Injectable()
export class SubscriptionWriter {
  constructor(
    private readonly subscriptions: SubscriptionsRepository,
    private readonly tiers: CreatorTiersRepository,
    private readonly slots: RenewalSlots,
    private readonly fees: CreatorFees,
  ) {}

  async create(subscription: NewSubscription, events: EventEnvelope[]) {
    const created = await this.subscriptions.create(subscription, events);
    if (created) await this.follow(null, created);
    return created;
  }

  async change(id: string, decide: (current: Subscription) => SubscriptionChange | null) {
    const result = await this.subscriptions.change(id, decide);
    if (result?.changed) await this.follow(result.before, result.subscription);
    return result;
  }

  private async follow(before: Subscription | null, after: Subscription): Promise<void> {
    if (!after.creatorId) await this.fees.planChanged(after.subscriberId);
    const next = after.nextActionAt;
    if (next && next.getTime() !== before?.nextActionAt?.getTime()) {
      await this.slots.file(after._id, next);
    }
    const left = counted(before);
    const joined = counted(after);
    if (left !== joined) {
      if (left) await this.tiers.countSubscriber(left, -1);
      if (joined) await this.tiers.countSubscriber(joined, 1);
    }
  }
}
