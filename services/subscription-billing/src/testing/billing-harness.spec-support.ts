import type { CheckoutConfigDto } from '@tessera/contracts';
import { type AuthenticatedUser, CacheInvalidations } from '@tessera/platform';
import type { Redis } from 'ioredis';
import type Stripe from 'stripe';
import { loadBillingConfig } from '../config/billing-config';
import type { UserDirectory } from '../directory/user-directory';
import type { LedgerRepository } from '../ledger/ledger.repository';
import type { PaymentMethodsRepository } from '../payment-methods/payment-methods.repository';
import { PaymentMethodsService } from '../payment-methods/payment-methods.service';
import { PaymentOutcomes } from '../payments/payment-outcomes';
import { PaymentSettlement } from '../payments/payment-settlement';
import type { Payment } from '../payments/payment.schema';
import type { PaymentsRepository, ReportedFact } from '../payments/payments.repository';
import { PaymentsService } from '../payments/payments.service';
import {
  type CardDetails,
  type CreatedIntent,
  type IntentRequest,
  PaymentProcessor,
  type ProcessorPayment,
} from '../processor/payment-processor';
import type {
  IdempotentPurchases,
  PerformedPurchase,
  PurchaseAttempt,
} from '../purchase-keys/idempotent-purchases';
import { CreatorFees } from '../subscriptions/creator-fees';
import type { RenewalSlots } from '../subscriptions/renewal-slots';
import { SubscriptionCharges } from '../subscriptions/subscription-charges';
import { SubscriptionLifecycle } from '../subscriptions/subscription-lifecycle';
import { SubscriptionOffers } from '../subscriptions/subscription-offers';
import { SubscriptionOutcomes } from '../subscriptions/subscription-outcomes';
import { SubscriptionTerms } from '../subscriptions/subscription-terms';
import { SubscriptionWriter } from '../subscriptions/subscription-writer';
import type { SubscriptionsRepository } from '../subscriptions/subscriptions.repository';
import { SubscriptionsService } from '../subscriptions/subscriptions.service';
import type { CreatorTiersRepository } from '../tier-catalog/creator-tiers.repository';
import {
  InMemoryCreatorTiersRepository,
  InMemoryLedger,
  InMemoryPaymentMethodsRepository,
  InMemoryPaymentsRepository,
  InMemoryRenewalSlots,
  InMemorySubscriptionsRepository,
  InMemoryUserDirectory,
  standIn,
} from './in-memory-repositories.spec-support';

/** Billing's subscription and payment use cases wired to in-memory stores and a fake processor. */

const TEST_ENV = {
  MONGO_URL: 'mongodb://127.0.0.1:27017',
  KAFKA_BROKERS: '127.0.0.1:9092',
  REDIS_URL: 'redis://127.0.0.1:6379',
  STRIPE_SECRET_KEY: 'sk_test_unit',
  STRIPE_WEBHOOK_SECRET: 'whsec_unit',
  PAYMENT_PROCESSOR: 'stripe',
  BILLING_CURRENCY: 'eur',
};

/**
 * A processor that answers every call at once and records it. Like Stripe, it reports nothing
 * back by itself: a test reports an outcome with the harness's `report`.
 */
export class RecordingProcessor extends PaymentProcessor {
  readonly intents: IntentRequest[] = [];
  readonly confirmed: ProcessorPayment[] = [];
  readonly cancelled: string[] = [];
  readonly refunded: ProcessorPayment[] = [];

  checkoutConfig(): CheckoutConfigDto {
    return { mode: 'stripe', publishableKey: null, testPaymentMethods: [] };
  }

  createCustomer(userId: string): Promise<string> {
    return Promise.resolve(`cus_${userId}`);
  }

  attachPaymentMethod(): Promise<CardDetails> {
    return Promise.resolve({ brand: 'visa', last4: '4242', expiryMonth: 12, expiryYear: 2040 });
  }

  detachPaymentMethod(): Promise<void> {
    return Promise.resolve();
  }

  createIntent(request: IntentRequest): Promise<CreatedIntent> {
    this.intents.push(request);
    const intentId = `pi_${this.intents.length}`;
    return Promise.resolve({ intentId, clientSecret: `${intentId}_secret` });
  }

  chargeStored(): Promise<void> {
    return Promise.resolve();
  }

  confirmIntent(payment: ProcessorPayment): Promise<void> {
    this.confirmed.push(payment);
    return Promise.resolve();
  }

  cancelIntent(intentId: string): Promise<void> {
    this.cancelled.push(intentId);
    return Promise.resolve();
  }

  refund(payment: ProcessorPayment): Promise<void> {
    this.refunded.push(payment);
    return Promise.resolve();
  }

  createPayoutAccount(creatorId: string) {
    return Promise.resolve({ accountId: `acct_${creatorId}`, onboardingUrl: 'http://onboarding' });
  }

  payoutAccountStored(): Promise<void> {
    return Promise.resolve();
  }

  onboardingLink(): Promise<string> {
    return Promise.resolve('http://onboarding');
  }

  transfer(): Promise<string> {
    return Promise.resolve('tr_1');
  }

  verifyWebhook(): Stripe.Event {
    throw new Error('the recording processor receives no webhooks');
  }
}

/** Performs every purchase at once under a fresh attempt: keys are tested on their own. */
function performAtOnce(): Pick<IdempotentPurchases, 'run'> {
  let attempts = 0;
  return {
    async run<T>(
      _request: unknown,
      perform: (attempt: PurchaseAttempt) => Promise<PerformedPurchase<T>>,
    ) {
      attempts += 1;
      const performed = await perform({
        paymentId: `payment-${attempts}`,
        processorKey: `purchase:${attempts}`,
      });
      return performed.data;
    },
  };
}

/** Read caches without Redis: invalidations stay in the process. */
function localInvalidations(): CacheInvalidations {
  const redis = standIn<Redis>({ publish: () => Promise.resolve(0) });
  const logger = standIn<ConstructorParameters<typeof CacheInvalidations>[2]>({});
  return new CacheInvalidations(redis, 'unit:cache-invalidations', logger);
}

export const subscriber: AuthenticatedUser = standIn<AuthenticatedUser>({
  id: 'subscriber-1',
  role: 'subscriber',
});
export const creator: AuthenticatedUser = standIn<AuthenticatedUser>({
  id: 'creator-1',
  role: 'creator',
});

/** The subscription and payment use cases wired to in-memory stores, with those stores. */
export function createBillingHarness() {
  const config = loadBillingConfig(TEST_ENV);
  const invalidations = localInvalidations();
  const subscriptionStore = new InMemorySubscriptionsRepository();
  const paymentStore = new InMemoryPaymentsRepository();
  const methodStore = new InMemoryPaymentMethodsRepository();
  const tierStore = new InMemoryCreatorTiersRepository();
  const directory = new InMemoryUserDirectory();
  const slots = new InMemoryRenewalSlots();
  const ledger = new InMemoryLedger();
  const processor = new RecordingProcessor();

  const subscriptionsRepository = standIn<SubscriptionsRepository>(subscriptionStore);
  const paymentsRepository = standIn<PaymentsRepository>(paymentStore);
  const tiersRepository = standIn<CreatorTiersRepository>(tierStore);
  const terms = new SubscriptionTerms(config);
  const fees = new CreatorFees(subscriptionsRepository, invalidations);
  const writer = new SubscriptionWriter(
    subscriptionsRepository,
    tiersRepository,
    standIn<RenewalSlots>(slots),
    fees,
  );
  const methods = new PaymentMethodsService(
    standIn<PaymentMethodsRepository>(methodStore),
    processor,
  );
  const payments = new PaymentsService(paymentsRepository, methods, processor);
  const outcomes = new PaymentOutcomes();
  const settlement = new PaymentSettlement(standIn<LedgerRepository>(ledger), outcomes, config);
  new SubscriptionOutcomes(outcomes, writer, terms, payments).onModuleInit();
  const charges = new SubscriptionCharges(writer, subscriptionsRepository, payments, fees);
  const offers = new SubscriptionOffers(tiersRepository, standIn<UserDirectory>(directory));
  const subscriptions = new SubscriptionsService(
    subscriptionsRepository,
    writer,
    offers,
    charges,
    terms,
    standIn<IdempotentPurchases>(performAtOnce()),
  );
  const lifecycle = new SubscriptionLifecycle(subscriptionsRepository, writer);

  /** What the processor's webhook does with an outcome: records the fact, then settles. */
  async function report(paymentId: string, fact: ReportedFact, at = new Date()): Promise<Payment> {
    const payment = await paymentStore.findById(paymentId);
    if (!payment) throw new Error(`no payment ${paymentId}`);
    const recorded = await paymentStore.recordFact(
      payment.intentId,
      fact,
      at,
      fact === 'failedAt'
        ? { code: 'card_declined', message: 'Your card was declined.' }
        : undefined,
    );
    await settlement.settle(recorded as Payment);
    return recorded as Payment;
  }

  directory.add(subscriber.id, 'subscriber');
  directory.add(creator.id, 'creator');

  return {
    config,
    subscriptions,
    lifecycle,
    payments,
    outcomes,
    processor,
    report,
    stores: {
      subscriptions: subscriptionStore,
      payments: paymentStore,
      methods: methodStore,
      tiers: tierStore,
      slots,
      ledger,
    },
  };
}

export type BillingHarness = ReturnType<typeof createBillingHarness>;
