import type { CheckoutConfigDto } from '@tessera/contracts';
import type Stripe from 'stripe';
import type { BillingConfig } from '../config/billing-config';
import type { LocalWebhookEmitter } from './local-webhook-emitter';
import type { CardDetails, ProcessorPayment, RefundPart } from './payment-processor';
import { StripeProcessor } from './stripe-processor';
import { TEST_PAYMENT_METHODS, testPaymentMethod } from './test-payment-methods';

/**
 * The processor is stripe-mock: the same Stripe calls, answered with fixtures, by a stand-in that
 * keeps no state and never calls back. The outcome Stripe documents for each test payment method
 * is reported by the local webhook emitter once the service has stored what it is about.
 */
export class LocalProcessor extends StripeProcessor {
  constructor(
    stripe: Stripe,
    config: BillingConfig,
    private readonly emitter: LocalWebhookEmitter,
  ) {
    super(stripe, config);
  }

  /** The browser cannot reach Stripe.js here: it offers Stripe's test payment methods instead. */
  override checkoutConfig(): CheckoutConfigDto {
    return {
      mode: 'local',
      publishableKey: null,
      testPaymentMethods: TEST_PAYMENT_METHODS.map(({ id, label, outcome }) => ({
        id,
        label,
        outcome,
      })),
    };
  }

  /** stripe-mock answers every attach with the same fixture card; a test method names its own. */
  override async attachPaymentMethod(
    paymentMethodId: string,
    customerId: string,
  ): Promise<CardDetails> {
    const card = await super.attachPaymentMethod(paymentMethodId, customerId);
    const known = testPaymentMethod(paymentMethodId);
    return known ? { ...card, brand: known.brand, last4: known.last4 } : card;
  }

  override async chargeStored(
    payment: ProcessorPayment,
    options: { offSession: boolean },
  ): Promise<void> {
    await this.emitter.reportConfirmation(payment, options);
  }

  /** The test card's outcome is decided here; stripe-mock is not asked to confirm anything. */
  override async confirmIntent(
    payment: ProcessorPayment,
    options: { authenticated: boolean },
  ): Promise<void> {
    await this.emitter.reportConfirmation(payment, {
      offSession: false,
      authenticated: options.authenticated,
    });
  }

  override async refund(
    payment: ProcessorPayment,
    idempotencyKey: string,
    part?: RefundPart,
  ): Promise<void> {
    await super.refund(payment, idempotencyKey, part);
    await this.emitter.reportRefund(payment, part?.refundedTotalCents ?? payment.amountCents);
  }

  override async payoutAccountStored(accountId: string, creatorId: string): Promise<void> {
    await this.emitter.reportAccountOnboarded(accountId, creatorId);
  }
}
