import { Injectable, Logger, type OnModuleInit } from '@nestjs/common';
import type Stripe from 'stripe';
import {
  type ProcessorEventHandler,
  ProcessorEventHandlers,
} from '../payments/processor-event-handlers';
import { PaymentsRepository } from '../payments/payments.repository';
import { CloseDisputeUseCase } from './close-dispute.usecase';
import { OpenDisputeUseCase } from './open-dispute.usecase';

/** The processor's final dispute statuses: `warning_closed` ends an inquiry with no money taken. */
const OUTCOME_OF: Record<string, 'won' | 'lost' | undefined> = {
  won: 'won',
  warning_closed: 'won',
  lost: 'lost',
};

/**
 * The processor's dispute events. An opened dispute is recorded as the payment's `disputedAt`
 * fact and opened here; a closed one posts its outcome. A dispute of a payment that is not ours
 * changes nothing.
 */
@Injectable()
export class DisputeWebhooks implements ProcessorEventHandler, OnModuleInit {
  readonly types = ['charge.dispute.created', 'charge.dispute.closed'] as const;
  private readonly logger = new Logger(DisputeWebhooks.name);

  constructor(
    private readonly handlers: ProcessorEventHandlers,
    private readonly payments: PaymentsRepository,
    private readonly openDispute: OpenDisputeUseCase,
    private readonly closeDispute: CloseDisputeUseCase,
  ) {}

  onModuleInit(): void {
    this.handlers.register(this);
  }

  async handle(event: Stripe.Event): Promise<boolean> {
    const dispute = event.data.object as Stripe.Dispute;
    const at = new Date(event.created * 1000);
    if (event.type === 'charge.dispute.created') return this.opened(dispute, at);
    const outcome = OUTCOME_OF[dispute.status];
    if (!outcome) return false;
    await this.closeDispute.execute(dispute.id, outcome, at);
    return true;
  }

  private async opened(dispute: Stripe.Dispute, at: Date): Promise<boolean> {
    const intent = dispute.payment_intent;
    const intentId = typeof intent === 'string' ? intent : intent?.id;
    const payment = intentId ? await this.payments.recordFact(intentId, 'disputedAt', at) : null;
    if (!payment) {
      this.logger.warn(`dispute ${dispute.id} is about intent ${intentId ?? 'none'}, not ours`);
      return false;
    }
    return this.openDispute.execute(payment, {
      id: dispute.id,
      reason: dispute.reason,
      amountCents: dispute.amount,
      currency: dispute.currency,
      dueBy: new Date((dispute.evidence_details?.due_by ?? deadlineFallback(at)) * 1000),
      openedAt: at,
    });
  }
}

/** Without a deadline from the processor, the usual seven days from the opening. */
function deadlineFallback(at: Date): number {
  return Math.floor(at.getTime() / 1000) + 7 * 86_400;
}
