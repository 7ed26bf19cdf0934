import { Controller } from '@nestjs/common';
import type { TypedEvent } from '@tessera/contracts';
import { ConsumeEvents } from '@tessera/platform';
import { AdminEventListeners } from './admin-event-listeners';

/**
 * Every event type the admin service reads, handled once here and passed to the listeners its
 * features registered. Add a type here and to the service registry's `consumes` for admin.
 */
const ADMIN_CONSUMED_EVENTS = [
  'user.registered',
  'user.updated',
  'user.status_changed',
  'audit.log',
  'content.published',
  'content.removed',
  'subscription.created',
  'subscription.renewed',
  'subscription.updated',
  'subscription.canceled',
  'subscription.expired',
  'tip.sent',
  'content.unlocked',
  'content.flagged',
  'content.review_requested',
] as const;

type AdminConsumedEvent = TypedEvent<(typeof ADMIN_CONSUMED_EVENTS)[number]>;

@Controller()
export class AdminEvents {
  constructor(private readonly listeners: AdminEventListeners) {}

  @ConsumeEvents(ADMIN_CONSUMED_EVENTS)
  async onEvent(event: AdminConsumedEvent): Promise<void> {
    await this.listeners.dispatch(event);
  }
}
