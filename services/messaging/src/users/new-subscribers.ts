import { Injectable } from '@nestjs/common';
import type { TypedEvent } from '@tessera/contracts';

type Listener = (event: TypedEvent<'subscription.created'>) => Promise<void>;

/**
 * Features that react to a new subscription (notifications) listen here: a service handles each
 * event type in one handler, which announces the event once the read model holds it. A listener
 * that throws fails the handler, so the event is retried; listeners must be idempotent.
 */
@Injectable()
export class NewSubscribers {
  private readonly listeners: Listener[] = [];

  listen(listener: Listener): void {
    this.listeners.push(listener);
  }

  async announce(event: TypedEvent<'subscription.created'>): Promise<void> {
    for (const listener of this.listeners) await listener(event);
  }
}
