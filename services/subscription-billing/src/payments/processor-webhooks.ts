import { Injectable, Logger } from '@nestjs/common';
import type Stripe from 'stripe';
import { PaymentSettlement } from './payment-settlement';
import { ProcessorEventHandlers } from './processor-event-handlers';
import { PaymentsRepository, type ReportedFact } from './payments.repository';
import { WebhookEventsRepository } from './webhook-events.repository';

/** A fact a processor event reports about one of our payments. */
interface Report {
  intentId: string;
  fact: ReportedFact;
  failure?: { code: string; message: string };
}

export class PaymentNotYetKnownError extends Error {}

/**
 * Turns verified processor events into payment facts, then settles the payment. An event is
 * handled completely before it is marked handled, so a crash midway leaves it to the processor's
 * retry; handling is idempotent, so a retry or a duplicate changes nothing. Events about a payment
 * are marked on the payment, whose fact-recording write reads the marks back; any other event in
 * `webhook_events`.
 */
@Injectable()
export class ProcessorWebhooks {
  private readonly logger = new Logger(ProcessorWebhooks.name);

  constructor(
    private readonly payments: PaymentsRepository,
    private readonly settlement: PaymentSettlement,
    private readonly handled: WebhookEventsRepository,
    private readonly handlers: ProcessorEventHandlers,
  ) {}

  /** Handles one event; false when it was a duplicate or concerns nothing of ours. */
  async handle(event: Stripe.Event): Promise<boolean> {
    const handler = this.handlers.handlerOf(event.type);
    if (handler) {
      if (await this.handled.wasHandled(event.id)) return false;
      const applied = await handler.handle(event);
      await this.handled.markHandled(event.id, event.type);
      return applied;
    }
    // A type that reports no payment fact changes nothing, so it needs no record of being seen.
    const report = reportOf(event);
    if (!report) return false;
    // Recording a fact again changes nothing, so it goes first and tells whether this is a repeat.
    const payment = await this.payments.recordFact(
      report.intentId,
      report.fact,
      new Date(event.created * 1000),
      report.failure,
    );
    if (!payment) return this.handleUnknownPayment(event, report.intentId);
    if (payment.handledEventIds?.includes(event.id)) return false;
    await this.settlement.settle(payment);
    await this.payments.markEventHandled(payment._id, event.id);
    return true;
  }

  private async handleUnknownPayment(event: Stripe.Event, intentId: string): Promise<false> {
    if (ours(event)) {
      // The intent was created but its payment not yet stored: the processor retries later.
      throw new PaymentNotYetKnownError(`payment for ${intentId} not stored yet`);
    }
    if (await this.handled.wasHandled(event.id)) return false;
    this.logger.warn(`event ${event.id} is about intent ${intentId}, not ours`);
    await this.handled.markHandled(event.id, event.type);
    return false;
  }
}

function ours(event: Stripe.Event): boolean {
  const object = event.data.object as { metadata?: Record<string, string> | null };
  return Boolean(object.metadata?.paymentId);
}

function reportOf(event: Stripe.Event): Report | null {
  switch (event.type) {
    case 'payment_intent.succeeded':
      return { intentId: event.data.object.id, fact: 'succeededAt' };
    case 'payment_intent.requires_action':
      return { intentId: event.data.object.id, fact: 'requiresActionAt' };
    case 'payment_intent.payment_failed': {
      const error = event.data.object.last_payment_error;
      return {
        intentId: event.data.object.id,
        fact: 'failedAt',
        failure: {
          code: error?.decline_code ?? error?.code ?? 'payment_failed',
          message: error?.message ?? 'The payment failed.',
        },
      };
    }
    // A partial refund changes no payment fact: only the whole amount given back ends what it bought.
    case 'charge.refunded':
      return event.data.object.refunded
        ? intentOf(event.data.object.payment_intent, 'refundedAt')
        : null;
    default:
      return null;
  }
}

function intentOf(intent: string | Stripe.PaymentIntent | null, fact: ReportedFact): Report | null {
  const intentId = typeof intent === 'string' ? intent : intent?.id;
  return intentId ? { intentId, fact } : null;
}
