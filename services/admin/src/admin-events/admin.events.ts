import { Controller } from '@nestjs/common';
import { SERVICE_REGISTRY, serviceEntry, type TypedEvent } from '@tessera/contracts';
import { ConsumeEvents } from '@tessera/platform';
import { AdminEventListeners } from './admin-event-listeners';

type AdminEntry = Extract<(typeof SERVICE_REGISTRY)[number], { name: 'admin' }>;

/**
 * Every event type the admin service reads, as its registry entry lists them, handled once here
 * and passed to the listeners its features registered.
 */
const ADMIN_CONSUMED_EVENTS = serviceEntry('admin').consumes as AdminEntry['consumes'];

type AdminConsumedEvent = TypedEvent<(typeof ADMIN_CONSUMED_EVENTS)[number]>;

@Controller()
export class AdminEvents {
  constructor(private readonly listeners: AdminEventListeners) {}

  @ConsumeEvents(ADMIN_CONSUMED_EVENTS)
  async onEvent(event: AdminConsumedEvent): Promise<void> {
    await this.listeners.dispatch(event);
  }
}
