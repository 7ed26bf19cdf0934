import { NotFoundException } from '@nestjs/common';
import type { Subscription } from './subscription.schema';
import type { SubscriptionsRepository } from './subscriptions.repository';

export const SUBSCRIPTION_NOT_FOUND = 'Subscription not found';

/** The subscriber's own subscription; anyone else's answers as not found, so none is revealed. */
export async function findOwnedSubscription(
  subscriptions: SubscriptionsRepository,
  subscriberId: string,
  id: string,
): Promise<Subscription> {
  const subscription = await subscriptions.findById(id);
  if (!subscription || subscription.subscriberId !== subscriberId) {
    throw new NotFoundException(SUBSCRIPTION_NOT_FOUND);
  }
  return subscription;
}

export const SUBSCRIPTION_ENDED = 'This subscription has ended';
