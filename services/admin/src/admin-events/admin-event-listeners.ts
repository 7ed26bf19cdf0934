import { Injectable } from '@nestjs/common';
import type { EventType, TypedEvent } from '@tessera/contracts';

export type AdminEventListener<T extends EventType> = (event: TypedEvent<T>) => Promise<void>;

/**
 * The admin service's features share one handler per event type (the consumer records an event id
 * as handled once, so a second handler of the same type in this service would see a duplicate).
 * Each feature registers its listeners here when its module starts; every listener of a type runs
 * for each event, in registration order, and the whole event is retried if one fails, so each
 * listener must be idempotent on its own (apply the event id once, or write by key).
 */
@Injectable()
export class AdminEventListeners {
  private readonly listeners = new Map<EventType, Array<AdminEventListener<EventType>>>();

  on<T extends EventType>(type: T, listener: AdminEventListener<T>): void {
    const forType = this.listeners.get(type) ?? [];
    forType.push(listener as unknown as AdminEventListener<EventType>);
    this.listeners.set(type, forType);
  }

  async dispatch<T extends EventType>(event: TypedEvent<T>): Promise<void> {
    for (const listener of this.listeners.get(event.type) ?? []) {
      await listener(event as unknown as TypedEvent<EventType>);
    }
  }
}
