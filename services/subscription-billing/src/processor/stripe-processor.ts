import type { CheckoutConfigDto } from '@tessera/contracts';
import type Stripe from 'stripe';
import type { BillingConfig } from '../config/billing-config';
import {
  type CardDetails,
  type CreatedIntent,
  type DisputeEvidence,
  type IntentRequest,
  PaymentProcessor,
  type ProcessorPayment,
  type RefundPart,
} from './payment-processor';

/** The processor is Stripe: it reports every outcome by webhook itself. */
export class StripeProcessor extends PaymentProcessor {
  constructor(
    protected readonly stripe: Stripe,
    protected readonly config: BillingConfig,
  ) {
    super();
  }

  checkoutConfig(): CheckoutConfigDto {
    return {
      mode: 'stripe',
      publishableKey: this.config.STRIPE_PUBLISHABLE_KEY ?? null,
      testPaymentMethods: [],
    };
  }

  async createCustomer(userId: string): Promise<string> {
    const customer = await this.stripe.customers.create(
      { metadata: { userId } },
      { idempotencyKey: `customer:${userId}` },
    );
    return customer.id;
  }

  async attachPaymentMethod(paymentMethodId: string, customerId: string): Promise<CardDetails> {
    const method = await this.stripe.paymentMethods.attach(paymentMethodId, {
      customer: customerId,
    });
    return {
      brand: method.card?.brand ?? 'card',
      last4: method.card?.last4 ?? '0000',
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

  async chargeStored(_payment: ProcessorPayment, _options: { offSession: boolean }): Promise<void> {
    // Stripe sends the confirmed intent's outcome as a webhook on its own.
  }

  async confirmIntent(
    payment: ProcessorPayment,
    _options: { authenticated: boolean },
  ): Promise<void> {
    await this.stripe.paymentIntents.confirm(payment.intentId, {
      payment_method: payment.processorMethodId,
    });
  }

  async cancelIntent(intentId: string, idempotencyKey: string): Promise<void> {
    await this.stripe.paymentIntents.cancel(
      intentId,
      { cancellation_reason: 'duplicate' },
      { idempotencyKey },
    );
  }

  async refund(
    payment: ProcessorPayment,
    idempotencyKey: string,
    part?: RefundPart,
  ): Promise<void> {
    await this.stripe.refunds.create(
      { payment_intent: payment.intentId, ...(part ? { amount: part.amountCents } : {}) },
      { idempotencyKey },
    );
  }

  async submitDisputeEvidence(
    disputeId: string,
    evidence: DisputeEvidence,
    idempotencyKey: string,
  ): Promise<void> {
    await this.stripe.disputes.update(
      disputeId,
      {
        evidence: {
          product_description: evidence.productDescription,
          access_activity_log: evidence.accessActivityLog,
          ...(evidence.uncategorizedText ? { uncategorized_text: evidence.uncategorizedText } : {}),
        },
        submit: true,
      },
      { idempotencyKey },
    );
  }

  async createPayoutAccount(
    creatorId: string,
  ): Promise<{ accountId: string; onboardingUrl: string }> {
    const account = await this.stripe.accounts.create(
      { type: 'express', metadata: { creatorId } },
      { idempotencyKey: `payout-account:${creatorId}` },
    );
    return { accountId: account.id, onboardingUrl: await this.onboardingLink(account.id) };
  }

  async payoutAccountStored(_accountId: string, _creatorId: string): Promise<void> {
    // Stripe reports the account's onboarding as `account.updated` once the creator finishes it.
  }

  async onboardingLink(accountId: string): Promise<string> {
    const link = await this.stripe.accountLinks.create({
      account: accountId,
      type: 'account_onboarding',
      refresh_url: 'http://localhost:8080/creator/earnings',
      return_url: 'http://localhost:8080/creator/earnings',
    });
    return link.url;
  }

  async transfer(
    accountId: string,
    amountCents: number,
    currency: string,
    idempotencyKey: string,
  ): Promise<string> {
    const transfer = await this.stripe.transfers.create(
      { amount: amountCents, currency, destination: accountId },
      { idempotencyKey },
    );
    return transfer.id;
  }

  verifyWebhook(rawBody: Buffer, signature: string): Stripe.Event {
    return this.stripe.webhooks.constructEvent(
      rawBody,
      signature,
      this.config.STRIPE_WEBHOOK_SECRET,
      this.config.STRIPE_WEBHOOK_TOLERANCE_SECONDS,
    );
  }
}
