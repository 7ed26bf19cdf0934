import { Inject, Injectable } from '@nestjs/common';
import { SERVICE_CONFIG } from '@tessera/platform';
import type Stripe from 'stripe';
import { type BillingConfig, isLocalProcessor } from '../config/billing-config';
import { STRIPE_CLIENT } from './stripe-client';
import { testPaymentMethod } from './test-payment-methods';

export interface CardDetails {
  brand: string;
  last4: string;
  expiryMonth: number;
  expiryYear: number;
}

export interface CreatedIntent {
  intentId: string;
  clientSecret: string;
}

export interface IntentRequest {
  amountCents: number;
  currency: string;
  customerId: string;
  /** Charged at once, without the payer present (renewals, saved cards); absent: the browser confirms. */
  paymentMethodId?: string;
  offSession?: boolean;
  /** Makes a retried call create one intent, not two. */
  idempotencyKey: string;
  description: string;
  metadata: Record<string, string>;
}

/**
 * Everything the service asks of the payment processor. Locally the processor is stripe-mock:
 * the same calls, answered with fixtures, whose outcome the local webhook emitter then reports.
 */
@Injectable()
export class PaymentProcessor {
  constructor(
    @Inject(STRIPE_CLIENT) private readonly stripe: Stripe,
    @Inject(SERVICE_CONFIG) private readonly config: BillingConfig,
  ) {}

  get isLocal(): boolean {
    return isLocalProcessor(this.config);
  }

  async createCustomer(userId: string): Promise<string> {
    const customer = await this.stripe.customers.create(
      { metadata: { userId } },
      { idempotencyKey: `customer:${userId}` },
    );
    return customer.id;
  }

  /** Attaches a payment method the browser created to the customer and reads its card. */
  async attachPaymentMethod(paymentMethodId: string, customerId: string): Promise<CardDetails> {
    const method = await this.stripe.paymentMethods.attach(paymentMethodId, {
      customer: customerId,
    });
    const known = this.isLocal ? testPaymentMethod(paymentMethodId) : undefined;
    return {
      brand: known?.brand ?? method.card?.brand ?? 'card',
      last4: known?.last4 ?? method.card?.last4 ?? '0000',
      expiryMonth: method.card?.exp_month ?? 12,
      expiryYear: method.card?.exp_year ?? new Date().getUTCFullYear() + 3,
    };
  }

  async detachPaymentMethod(paymentMethodId: string): Promise<void> {
    await this.stripe.paymentMethods.detach(paymentMethodId);
  }

  async createIntent(request: IntentRequest): Promise<CreatedIntent> {
    const intent = await this.stripe.paymentIntents.create(
      {
        amount: request.amountCents,
        currency: request.currency,
        customer: request.customerId,
        description: request.description,
        metadata: request.metadata,
        ...(request.paymentMethodId
          ? {
              payment_method: request.paymentMethodId,
              confirm: true,
              off_session: request.offSession ?? false,
            }
          : {}),
      },
      { idempotencyKey: request.idempotencyKey },
    );
    return { intentId: intent.id, clientSecret: intent.client_secret ?? '' };
  }

  /** Confirms an intent with a payment method, or again after the payer authenticated. */
  async confirmIntent(intentId: string, paymentMethodId: string): Promise<void> {
    await this.stripe.paymentIntents.confirm(intentId, { payment_method: paymentMethodId });
  }

  /** Cancels an intent that has not succeeded; the processor refuses once it has. */
  async cancelIntent(intentId: string, idempotencyKey: string): Promise<void> {
    await this.stripe.paymentIntents.cancel(
      intentId,
      { cancellation_reason: 'duplicate' },
      { idempotencyKey },
    );
  }

  async refund(intentId: string, idempotencyKey: string): Promise<void> {
    await this.stripe.refunds.create({ payment_intent: intentId }, { idempotencyKey });
  }

  /** A Connect account for a creator's payouts, and the link where they finish onboarding. */
  async createPayoutAccount(
    creatorId: string,
  ): Promise<{ accountId: string; onboardingUrl: string }> {
    const account = await this.stripe.accounts.create(
      { type: 'express', metadata: { creatorId } },
      { idempotencyKey: `payout-account:${creatorId}` },
    );
    return { accountId: account.id, onboardingUrl: await this.onboardingLink(account.id) };
  }

  /** A fresh onboarding link: the processor's links expire within minutes of being made. */
  async onboardingLink(accountId: string): Promise<string> {
    const link = await this.stripe.accountLinks.create({
      account: accountId,
      type: 'account_onboarding',
      refresh_url: 'http://localhost:8080/creator/earnings',
      return_url: 'http://localhost:8080/creator/earnings',
    });
    return link.url;
  }

  /** Sends money to a creator's connected account; the key makes a retried payout send once. */
  async transfer(accountId: string, amountCents: number, currency: string, idempotencyKey: string) {
    const transfer = await this.stripe.transfers.create(
      { amount: amountCents, currency, destination: accountId },
      { idempotencyKey },
    );
    return transfer.id;
  }

  /** Verifies a webhook's signature and age and parses it; throws when either is wrong. */
  verifyWebhook(rawBody: Buffer, signature: string): Stripe.Event {
    return this.stripe.webhooks.constructEvent(
      rawBody,
      signature,
      this.config.STRIPE_WEBHOOK_SECRET,
      this.config.STRIPE_WEBHOOK_TOLERANCE_SECONDS,
    );
  }

  /** Signs a payload as Stripe would, for the local emitter and for tests. */
  signWebhook(payload: string, timestamp?: number): string {
    return this.stripe.webhooks.generateTestHeaderString({
      payload,
      secret: this.config.STRIPE_WEBHOOK_SECRET,
      timestamp,
    });
  }
}
