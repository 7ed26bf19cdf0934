import { ConflictException, Injectable, NotFoundException } from '@nestjs/common';
import type { SubscriptionDto } from '@tessera/contracts';
import {
  findOwnedSubscription,
  SUBSCRIPTION_ENDED,
  SUBSCRIPTION_NOT_FOUND,
} from './owned-subscription';
import { toSubscriptionDto } from './subscription-dto';
import { SubscriptionEventBuilder } from './subscription-event.builder';
import { SubscriptionWriter } from './subscription-writer';
import { SubscriptionsRepository } from './subscriptions.repository';

/**
 * Resumes the subscriber's cancelled subscription before its period ends (section 4: clears both
 * cancellation fields). One not set to end is left as it is.
 */
@Injectable()
export class ResumeSubscriptionUseCase {
  constructor(
    private readonly subscriptions: SubscriptionsRepository,
    private readonly writer: SubscriptionWriter,
  ) {}

  async execute(subscriberId: string, id: string): Promise<SubscriptionDto> {
    await findOwnedSubscription(this.subscriptions, subscriberId, id);
    const now = new Date();
    const result = await this.writer.change(id, (current) => {
      if (current.status !== 'active' || current.currentPeriodEnd.getTime() <= now.getTime()) {
        throw new ConflictException(SUBSCRIPTION_ENDED);
      }
      if (!current.cancelAtPeriodEnd) return null;
      return {
        set: { cancelAtPeriodEnd: false, canceledAt: null },
        events: (next) => [SubscriptionEventBuilder.updated(next, now)],
      };
    });
    if (!result) throw new NotFoundException(SUBSCRIPTION_NOT_FOUND);
    return toSubscriptionDto(result.subscription);
  }
}
