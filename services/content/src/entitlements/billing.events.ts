import { Controller } from '@nestjs/common';
import {
  SUBSCRIPTION_EVENT_TYPES,
  type SubscriptionEvent,
  subscriptionStateOf,
  type TypedEvent,
} from '@tessera/contracts';
import { ConsumeEvent, ConsumeEvents } from '@tessera/platform';
import { ViewerEntitlementsRepository } from './viewer-entitlements.repository';

/**
 * Keeps each viewer's entitlements in step with billing. Every subscription event carries the
 * whole state, so the newest state wins whatever order events arrive in, and each event id is
 * applied at most once.
 */
@Controller()
export class BillingEvents {
  constructor(private readonly entitlements: ViewerEntitlementsRepository) {}

  @ConsumeEvents(SUBSCRIPTION_EVENT_TYPES)
  async onSubscriptionEvent(event: SubscriptionEvent): Promise<void> {
    await this.entitlements.applySubscription(event.id, subscriptionStateOf(event));
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
}
