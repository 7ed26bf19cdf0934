import { Injectable } from '@nestjs/common';
import type {
  Paginated,
  SubscriberDto,
  SubscriptionDtoStatus,
  SubscriptionStatusDto,
} from '@tessera/contracts';
import { toSubscriberDto, toSubscriptionDto } from './subscription-dto';
import { SubscriptionsRepository } from './subscriptions.repository';

/** Subscribers once granted something: the creator's list leaves out checkouts never paid. */
const SUBSCRIBER_STATUSES: readonly SubscriptionDtoStatus[] = ['active', 'past_due', 'expired'];

/** What subscribers and creators read of subscriptions. */
@Injectable()
export class SubscriptionReads {
  constructor(private readonly subscriptions: SubscriptionsRepository) {}

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
}
