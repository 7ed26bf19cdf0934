import { ConflictException, Injectable, NotFoundException } from '@nestjs/common';
import type { SubscriptionDto } from '@tessera/contracts';
import {
  findOwnedSubscription,
  SUBSCRIPTION_ENDED,
  SUBSCRIPTION_NOT_FOUND,
} from './owned-subscription';
import { toSubscriptionDto } from './subscription-dto';
import { SubscriptionEventBuilder } from './subscription-event.builder';
import { end } from './subscription-transitions';
import { SubscriptionWriter } from './subscription-writer';
import { SubscriptionsRepository } from './subscriptions.repository';

/**
 * Cancels the subscriber's subscription at the period's end (section 4): access stays until
 * then. An unpaid checkout is simply closed; a lapsed one (past due) has no paid time left, so it
 * ends now. Cancelling twice changes nothing the second time.
 */
@Injectable()
export class CancelSubscriptionUseCase {
  constructor(
    private readonly subscriptions: SubscriptionsRepository,
    private readonly writer: SubscriptionWriter,
  ) {}

  async execute(subscriberId: string, id: string): Promise<SubscriptionDto> {
    await findOwnedSubscription(this.subscriptions, subscriberId, id);
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
            events: (next) => [SubscriptionEventBuilder.canceled(next, now)],
          };
        default:
          throw new ConflictException(SUBSCRIPTION_ENDED);
      }
    });
    if (!result) throw new NotFoundException(SUBSCRIPTION_NOT_FOUND);
    return toSubscriptionDto(result.subscription);
  }
}
