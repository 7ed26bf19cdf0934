import { Injectable } from '@nestjs/common';
import type Stripe from 'stripe';

/**
 * What a feature does with processor events that are not about a payment (a connected account's
 * state). `handle` may run more than once for the same event and must change nothing then; it
 * throws to have the processor deliver the event again.
 */
export interface ProcessorEventHandler {
  readonly types: readonly string[];
  handle(event: Stripe.Event): Promise<boolean>;
}

/** Features register their handler at start-up (`onModuleInit`); the webhook pipeline calls it. */
@Injectable()
export class ProcessorEventHandlers {
  private readonly handlers = new Map<string, ProcessorEventHandler>();

  register(handler: ProcessorEventHandler): void {
    for (const type of handler.types) {
      if (this.handlers.has(type)) throw new Error(`two handlers for ${type} events`);
      this.handlers.set(type, handler);
    }
  }

  handlerOf(type: string): ProcessorEventHandler | undefined {
    return this.handlers.get(type);
  }
}
