import type { CheckoutConfigDto } from '@tessera/contracts';
import type Stripe from 'stripe';

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

/** The parts of a stored payment the processor is told about after a call. */
export interface ProcessorPayment {
  intentId: string;
  paymentId: string;
  amountCents: number;
  currency: string;
  processorMethodId?: string;
}

/** Part of a payment given back, and how much of it is refunded once this part is. */
export interface RefundPart {
  amountCents: number;
  refundedTotalCents: number;
}

/** What the platform tells the processor, and through it the payer's bank, about a disputed charge. */
export interface DisputeEvidence {
  productDescription: string;
  /** The payer's use of what they paid for, one line an event. */
  accessActivityLog: string;
  /** The admin's own words, when they added any. */
  uncategorizedText?: string;
}

/**
 * Everything the service asks of the payment processor; the injection token of whichever adapter
 * the configuration chose at start-up (`PAYMENT_PROCESSOR`). Outcomes never come back from these
 * calls: they arrive as signed webhook events, which the processor sends on its own or, for a
 * stand-in that cannot, the adapter reports from the `…Stored` and confirm calls.
 */
export abstract class PaymentProcessor {
  /** What the browser's checkout talks to, and the test cards it may offer. */
  abstract checkoutConfig(): CheckoutConfigDto;

  abstract createCustomer(userId: string): Promise<string>;

  /** Attaches a payment method the browser created to the customer and reads its card. */
  abstract attachPaymentMethod(paymentMethodId: string, customerId: string): Promise<CardDetails>;

  abstract detachPaymentMethod(paymentMethodId: string): Promise<void>;

  abstract createIntent(request: IntentRequest): Promise<CreatedIntent>;

  /**
   * The payment of an intent created with a saved method (confirmed at once) is stored: its
   * outcome may now be reported.
   */
  abstract chargeStored(payment: ProcessorPayment, options: { offSession: boolean }): Promise<void>;

  /**
   * Confirms an intent with the payment's method, or again after the payer authenticated
   * (`authenticated`: the payer finished the authentication the intent asked for).
   */
  abstract confirmIntent(
    payment: ProcessorPayment,
    options: { authenticated: boolean },
  ): Promise<void>;

  /** Cancels an intent that has not succeeded; the processor refuses once it has. */
  abstract cancelIntent(intentId: string, idempotencyKey: string): Promise<void>;

  /** Refunds the whole payment, or `part` of it (`refundedTotalCents`: all refunded with it). */
  abstract refund(
    payment: ProcessorPayment,
    idempotencyKey: string,
    part?: RefundPart,
  ): Promise<void>;

  /**
   * Submits evidence for a dispute; the processor then reports it closed (won or lost) by
   * webhook once the bank decides. The key makes a retried submission send once.
   */
  abstract submitDisputeEvidence(
    disputeId: string,
    evidence: DisputeEvidence,
    idempotencyKey: string,
  ): Promise<void>;

  /** A Connect account for a creator's payouts, and the link where they finish onboarding. */
  abstract createPayoutAccount(
    creatorId: string,
  ): Promise<{ accountId: string; onboardingUrl: string }>;

  /** The creator's new connected account is stored: its onboarding may now be reported. */
  abstract payoutAccountStored(accountId: string, creatorId: string): Promise<void>;

  /** A fresh onboarding link: the processor's links expire within minutes of being made. */
  abstract onboardingLink(accountId: string): Promise<string>;

  /** Sends money to a creator's connected account; the key makes a retried payout send once. */
  abstract transfer(
    accountId: string,
    amountCents: number,
    currency: string,
    idempotencyKey: string,
  ): Promise<string>;

  /** Verifies a webhook's signature and age and parses it; throws when either is wrong. */
  abstract verifyWebhook(rawBody: Buffer, signature: string): Stripe.Event;
}
