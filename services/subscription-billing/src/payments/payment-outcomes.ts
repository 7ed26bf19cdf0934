import { Injectable } from '@nestjs/common';
import type { PaymentPurpose } from '@tessera/contracts';
import type { Payment } from './payment.schema';

/**
 * What a feature does when a payment it started settles. Every method may run more than once for
 * the same payment (a redelivered webhook, a retry after a crash) and must change nothing then.
 * `reversed` may come without `succeeded` ever having run (a refund reported first).
 */
export interface PaymentOutcomeHandler {
  readonly purposes: readonly PaymentPurpose[];
  succeeded(payment: Payment): Promise<void>;
  failed(payment: Payment): Promise<void>;
  reversed(payment: Payment, kind: 'refund' | 'dispute'): Promise<void>;
}

/** Features register their handler at start-up (`onModuleInit`); settlement calls it. */
@Injectable()
export class PaymentOutcomes {
  private readonly handlers = new Map<PaymentPurpose, PaymentOutcomeHandler>();

  register(handler: PaymentOutcomeHandler): void {
    for (const purpose of handler.purposes) {
      if (this.handlers.has(purpose)) throw new Error(`two handlers for ${purpose} payments`);
      this.handlers.set(purpose, handler);
    }
  }

  handlerOf(purpose: PaymentPurpose): PaymentOutcomeHandler {
    const handler = this.handlers.get(purpose);
    if (!handler) throw new Error(`no handler for ${purpose} payments`);
    return handler;
  }
}
