import { randomBytes } from 'node:crypto';
import { Inject, Injectable, type OnApplicationShutdown } from '@nestjs/common';
import { InjectQueue, type JobProcessor, SERVICE_CONFIG } from '@tessera/platform';
import type { Job, Queue } from 'bullmq';
import { Pool } from 'undici';
import type Stripe from 'stripe';
import type { BillingConfig } from '../config/billing-config';
import type { ProcessorPayment } from './payment-processor';
import { STRIPE_CLIENT } from './stripe-client';
import { testPaymentMethod } from './test-payment-methods';

export const LOCAL_WEBHOOKS_QUEUE = 'local-webhooks';

interface DeliveryJob {
  event: Record<string, unknown>;
}

/** Share of events delivered a second time, as Stripe may. */
const DUPLICATE_RATE = 0.1;
/**
 * A share of deliveries, and every second copy, is held back by up to this long, so events of one
 * payment may arrive out of order. The rest go at once: a held-back job costs the queue more work,
 * and this stand-in for the processor runs in the service's own process.
 */
const JITTER_MS = 400;
const HELD_BACK_RATE = 0.25;
const DELIVERY_TIMEOUT_MS = 10_000;
/** A disputed test charge is reported disputed this long after it succeeded. */
const DISPUTE_AFTER_MS = 1_000;
/** Days the platform has to answer a dispute, as Stripe's test disputes give. */
const DISPUTE_RESPONSE_DAYS = 7;

/**
 * Stands in for Stripe's webhooks when the processor is stripe-mock, which keeps no state and
 * never calls back: it reports the outcome Stripe documents for each test payment method as signed
 * events posted to the service's own endpoint, now and then twice or out of order. Deliveries are
 * jobs, retried until the endpoint accepts them, so a restart loses none.
 */
@Injectable()
export class LocalWebhookEmitter {
  constructor(@InjectQueue(LOCAL_WEBHOOKS_QUEUE) private readonly queue: Queue<DeliveryJob>) {}

  /** What Stripe would report after confirming the intent with its payment method. */
  async reportConfirmation(
    payment: ProcessorPayment,
    options: { offSession: boolean; authenticated?: boolean },
  ) {
    const outcome = testPaymentMethod(payment.processorMethodId ?? '')?.outcome ?? 'succeeds';
    if (
      outcome === 'succeeds' ||
      (outcome === 'requires_authentication' && options.authenticated)
    ) {
      await this.emit('payment_intent.succeeded', intentObject(payment, 'succeeded'));
    } else if (outcome === 'disputed') {
      // Stripe's dispute test card: the charge succeeds, then the payer's bank disputes it.
      await this.emit('payment_intent.succeeded', intentObject(payment, 'succeeded'));
      await this.emit('charge.dispute.created', disputeObject(payment), DISPUTE_AFTER_MS);
    } else if (outcome === 'declined') {
      await this.emit(
        'payment_intent.payment_failed',
        intentObject(payment, 'requires_payment_method', {
          code: 'card_declined',
          message: 'Your card was declined.',
        }),
      );
    } else if (options.offSession) {
      await this.emit(
        'payment_intent.payment_failed',
        intentObject(payment, 'requires_payment_method', {
          code: 'authentication_required',
          message: 'Your card requires authentication, which cannot be done while you are away.',
        }),
      );
    } else {
      await this.emit('payment_intent.requires_action', intentObject(payment, 'requires_action'));
    }
  }

  /** A refund as Stripe reports it: the charge's refunded total, `refunded` once it is all. */
  async reportRefund(payment: ProcessorPayment, refundedTotalCents: number): Promise<void> {
    await this.emit('charge.refunded', {
      id: `ch_${payment.intentId}`,
      object: 'charge',
      payment_intent: payment.intentId,
      metadata: { paymentId: payment.paymentId },
      amount: payment.amountCents,
      amount_refunded: refundedTotalCents,
      currency: payment.currency,
      refunded: refundedTotalCents >= payment.amountCents,
    });
  }

  /**
   * The payer's bank decided a dispute (the local stand-in for that decision is an internal
   * route): reported as Stripe does, with the dispute's final status.
   */
  async reportDisputeClosed(disputeId: string, outcome: 'won' | 'lost'): Promise<void> {
    await this.emit('charge.dispute.closed', {
      id: disputeId,
      object: 'dispute',
      // Local dispute ids follow from their intent's (see `disputeObject`).
      payment_intent: `pi_${disputeId.replace(/^dp_/, '')}`,
      status: outcome,
    });
  }

  /**
   * The local processor has no onboarding to finish: a new connected account is reported ready
   * to be paid, through the same webhook as everything Stripe reports.
   */
  async reportAccountOnboarded(accountId: string, creatorId: string): Promise<void> {
    await this.emit('account.updated', {
      id: accountId,
      object: 'account',
      type: 'express',
      metadata: { creatorId },
      charges_enabled: true,
      payouts_enabled: true,
      details_submitted: true,
      capabilities: { transfers: 'active' },
      requirements: { currently_due: [], past_due: [], disabled_reason: null },
    });
  }

  private async emit(type: string, object: Record<string, unknown>, afterMs = 0): Promise<void> {
    const event = {
      id: `evt_${randomBytes(12).toString('hex')}`,
      object: 'event',
      type,
      created: Math.floor(Date.now() / 1000),
      livemode: false,
      data: { object },
    };
    const copies = Math.random() < DUPLICATE_RATE ? 2 : 1;
    for (let copy = 0; copy < copies; copy += 1) {
      await this.queue.add(
        'deliver',
        { event },
        {
          delay:
            afterMs +
            (copy > 0 || Math.random() < HELD_BACK_RATE
              ? Math.floor(Math.random() * JITTER_MS)
              : 0),
          attempts: 20,
          backoff: { type: 'exponential', delay: 500 },
          removeOnComplete: true,
          removeOnFail: 1_000,
        },
      );
    }
  }
}

/**
 * A dispute as Stripe reports it for its dispute test card: fraud claimed, a response needed by
 * the deadline. Its id follows from the intent's, so a second report names the same dispute.
 */
function disputeObject(payment: ProcessorPayment): Record<string, unknown> {
  const now = Math.floor(Date.now() / 1000);
  return {
    id: `dp_${payment.intentId.replace(/^pi_/, '')}`,
    object: 'dispute',
    amount: payment.amountCents,
    currency: payment.currency,
    charge: `ch_${payment.intentId}`,
    payment_intent: payment.intentId,
    reason: 'fraudulent',
    status: 'needs_response',
    is_charge_refundable: false,
    created: now,
    evidence_details: {
      due_by: now + DISPUTE_RESPONSE_DAYS * 86_400,
      has_evidence: false,
      past_due: false,
      submission_count: 0,
    },
    metadata: {},
  };
}

function intentObject(
  payment: ProcessorPayment,
  status: string,
  error?: { code: string; message: string },
): Record<string, unknown> {
  return {
    id: payment.intentId,
    object: 'payment_intent',
    amount: payment.amountCents,
    currency: payment.currency,
    status,
    latest_charge: `ch_${payment.intentId}`,
    metadata: { paymentId: payment.paymentId },
    last_payment_error: error ? { type: 'card_error', ...error } : null,
  };
}

/**
 * Posts one event, signed at the moment of sending, to the service's webhook endpoint over kept
 * connections (`fetch` costs several times the CPU of a plain request, in the service's own process).
 */
@Injectable()
export class LocalWebhookDelivery
  implements JobProcessor<DeliveryJob, number>, OnApplicationShutdown
{
  private readonly endpoint: URL;
  private readonly pool: Pool;

  constructor(
    @Inject(STRIPE_CLIENT) private readonly stripe: Stripe,
    @Inject(SERVICE_CONFIG) private readonly config: BillingConfig,
  ) {
    this.endpoint = new URL(config.LOCAL_WEBHOOK_URL as string);
    this.pool = new Pool(this.endpoint.origin, {
      connections: 16,
      headersTimeout: DELIVERY_TIMEOUT_MS,
      bodyTimeout: DELIVERY_TIMEOUT_MS,
    });
  }

  async process(job: Job<DeliveryJob, number>): Promise<number> {
    const payload = JSON.stringify(job.data.event);
    const response = await this.pool.request({
      path: this.endpoint.pathname + this.endpoint.search,
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'stripe-signature': this.stripe.webhooks.generateTestHeaderString({
          payload,
          secret: this.config.STRIPE_WEBHOOK_SECRET,
        }),
      },
      body: payload,
    });
    await response.body.dump();
    if (response.statusCode >= 300) {
      throw new Error(`webhook endpoint answered ${response.statusCode}`);
    }
    return response.statusCode;
  }

  async onApplicationShutdown(): Promise<void> {
    await this.pool.close();
  }
}
