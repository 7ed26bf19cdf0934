import { ConflictException, Injectable, NotFoundException } from '@nestjs/common';
import type {
  SubscriberDto,
  SubscriptionDto,
  SubscriptionDtoStatus,
  SubscriptionStatusDto,
} from '@tessera/contracts';
import type { Paginated } from '@tessera/contracts';
import { SubscriptionEvents } from './subscription-events';
import type { Subscription } from './subscription.schema';
import { toSubscriberDto, toSubscriptionDto } from './subscription-dto';
import { end } from './subscription-transitions';
import { SubscriptionWriter } from './subscription-writer';
import { SubscriptionsRepository } from './subscriptions.repository';
import { SUBSCRIPTION_NOT_FOUND } from './subscriptions.service';

export const SUBSCRIPTION_ENDED = 'This subscription has ended';

/** Subscribers once granted something: the creator's list leaves out checkouts never paid. */
const SUBSCRIBER_STATUSES: readonly SubscriptionDtoStatus[] = ['active', 'past_due', 'expired'];

/** Cancelling and resuming (section 4), and what subscribers and creators read. */
@Injectable()
export class SubscriptionLifecycle {
  constructor(
    private readonly subscriptions: SubscriptionsRepository,
    private readonly writer: SubscriptionWriter,
  ) {}

  /**
   * Cancels at the period's end: access stays until then. An unpaid checkout is simply closed; a
   * lapsed one (past due) has no paid time left, so it ends now.
   */
  async cancel(subscriberId: string, id: string): Promise<SubscriptionDto> {
    await this.owned(subscriberId, id);
    const now = new Date();
    const result = await this.writer.change(id, (current) => {
      switch (current.status) {
        case 'incomplete':
          return end(current, 'abandoned', now);
        case 'past_due':
          return end(current, 'period_ended', now);
        case 'active':
          if (current.cancelAtPeriodEnd) return null;
          return {
            set: { cancelAtPeriodEnd: true, canceledAt: now },
            events: (next) => [SubscriptionEvents.canceled(next, now)],
          };
        default:
          throw new ConflictException(SUBSCRIPTION_ENDED);
      }
    });
    return toSubscriptionDto(this.found(result?.subscription));
  }

  /** Resumes a cancelled subscription before its period ends (section 4: clears both fields). */
  async resume(subscriberId: string, id: string): Promise<SubscriptionDto> {
    await this.owned(subscriberId, id);
    const now = new Date();
    const result = await this.writer.change(id, (current) => {
      if (current.status !== 'active' || current.currentPeriodEnd.getTime() <= now.getTime()) {
        throw new ConflictException(SUBSCRIPTION_ENDED);
      }
      if (!current.cancelAtPeriodEnd) return null;
      return {
        set: { cancelAtPeriodEnd: false, canceledAt: null },
        events: (next) => [SubscriptionEvents.updated(next, now)],
      };
    });
    return toSubscriptionDto(this.found(result?.subscription));
  }

  /** The viewer's plan (the one not over) and their creator subscriptions, unpaid ones left out. */
  async status(subscriberId: string): Promise<SubscriptionStatusDto> {
    const all = await this.subscriptions.ofSubscriber(subscriberId);
    const plan = all.find((subscription) => !subscription.creatorId && subscription.liveKey);
    return {
      plan: plan ? toSubscriptionDto(plan) : null,
      creatorSubscriptions: all
        .filter((subscription) => subscription.creatorId && subscription.status !== 'canceled')
        .map(toSubscriptionDto),
    };
  }

  async subscribers(
    creatorId: string,
    page: number,
    limit: number,
    status?: SubscriptionDtoStatus,
  ): Promise<Paginated<SubscriberDto>> {
    const { items, total } = await this.subscriptions.ofCreator(
      creatorId,
      status ? [status] : SUBSCRIBER_STATUSES,
      page,
      limit,
    );
    return { items: items.map(toSubscriberDto), page, limit, total };
  }

  private async owned(subscriberId: string, id: string): Promise<Subscription> {
    const subscription = await this.subscriptions.findById(id);
    if (!subscription || subscription.subscriberId !== subscriberId) {
      throw new NotFoundException(SUBSCRIPTION_NOT_FOUND);
    }
    return subscription;
  }

  private found(subscription: Subscription | undefined): Subscription {
    if (!subscription) throw new NotFoundException(SUBSCRIPTION_NOT_FOUND);
    return subscription;
  }
}
