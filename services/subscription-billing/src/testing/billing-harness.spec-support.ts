import type { CheckoutConfigDto } from '@tessera/contracts';
import {
  type AuthenticatedUser,
  CacheInvalidations,
  CachedPlatformSettings,
  createLogger,
} from '@tessera/platform';
import type { Redis } from 'ioredis';
import type Stripe from 'stripe';
import { loadBillingConfig } from '../config/billing-config';
import type { MessageCatalog } from '../catalog/message-catalog';
import type { PostCatalog } from '../catalog/post-catalog';
import type { UserDirectory } from '../directory/user-directory';
import type { Journal } from '../ledger/journal.schema';
import type { LedgerRepository } from '../ledger/ledger.repository';
import { LedgerAccounts } from '../ledger/ledger-accounts';
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
  type DisputeEvidence,
  PaymentProcessor,
  type ProcessorPayment,
} from '../processor/payment-processor';
import { IdempotentPurchases } from '../purchase-keys/idempotent-purchases';
import { HoldPayoutUseCase } from '../payouts/hold-payout.usecase';
import { LinkPayoutAccountUseCase } from '../payouts/link-payout-account.usecase';
import { PayoutHolds } from '../payouts/payout-holds';
import type { PayoutAccountsRepository } from '../payouts/payout-accounts.repository';
import { PayoutTransfers } from '../payouts/payout-transfers';
import type { PayoutsRepository } from '../payouts/payouts.repository';
import { ReleasePayoutUseCase } from '../payouts/release-payout.usecase';
import { RequestPayoutUseCase } from '../payouts/request-payout.usecase';
import { RunPayoutScheduleUseCase } from '../payouts/run-payout-schedule.usecase';
import { SendAdminPayoutUseCase } from '../payouts/send-admin-payout.usecase';
import type { PurchaseKeysRepository } from '../purchase-keys/purchase-keys.repository';
import { TipCreatorUseCase } from '../purchases/tip-creator.usecase';
import type { UnlockClaimsRepository } from '../purchases/unlock-claims.repository';
import { UnlockItemUseCase } from '../purchases/unlock-item.usecase';
import { CreatorFees } from '../subscriptions/creator-fees';
import type { RenewalSlots } from '../subscriptions/renewal-slots';
import { RenewalJob } from '../renewals/renewal.job';
import { CancelSubscriptionUseCase } from '../subscriptions/cancel-subscription.usecase';
import { ChangePlanUseCase } from '../subscriptions/change-plan.usecase';
import { ChangeSubscriptionTierUseCase } from '../subscriptions/change-subscription-tier.usecase';
import { CreatePlanPaymentIntentUseCase } from '../subscriptions/create-plan-payment-intent.usecase';
import { ResumeSubscriptionUseCase } from '../subscriptions/resume-subscription.usecase';
import { StartSubscriptionUseCase } from '../subscriptions/start-subscription.usecase';
import { SubscriptionOfferTerms } from '../subscriptions/subscription-offer-terms';
import { ClaimOfferLinkUseCase } from '../offers/claim-offer-link.usecase';
import { CreateOfferLinkUseCase } from '../offers/create-offer-link.usecase';
import { DeactivateOfferLinkUseCase } from '../offers/deactivate-offer-link.usecase';
import {
  InMemoryOfferClaims,
  InMemoryOfferLinks,
  InMemoryTierBundles,
} from '../offers/in-memory-offers.spec-support';
import { OfferReads } from '../offers/offer-reads';
import { SetTierBundlesUseCase } from '../offers/set-tier-bundles.usecase';
import { UpdateOfferLinkUseCase } from '../offers/update-offer-link.usecase';
import { SubscriptionCharges } from '../subscriptions/subscription-charges';
import { SubscriptionCheckout } from '../subscriptions/subscription-checkout';
import { SubscriptionOffers } from '../subscriptions/subscription-offers';
import { SubscriptionOutcomes } from '../subscriptions/subscription-outcomes';
import { SubscriptionTerms } from '../subscriptions/subscription-terms';
import { SubscriptionWriter } from '../subscriptions/subscription-writer';
import type { SubscriptionsRepository } from '../subscriptions/subscriptions.repository';
import type { CreatorTiersRepository } from '../tier-catalog/creator-tiers.repository';
import {
  InMemoryCatalog,
  InMemoryCreatorTiersRepository,
  InMemoryLedger,
  InMemoryPaymentMethodsRepository,
  InMemoryPaymentsRepository,
  InMemoryPayoutAccountsRepository,
  InMemoryPurchaseKeysRepository,
  InMemoryRenewalSlots,
  InMemorySubscriptionsRepository,
  InMemoryUnlockClaims,
  InMemoryUserDirectory,
  standIn,
} from './in-memory-repositories.spec-support';
import { InMemoryPayoutsRepository } from './in-memory-payouts.spec-support';

/** Billing's subscription and payment use cases wired to in-memory stores and a fake processor. */

const TEST_ENV = {
  MONGO_URL: 'mongodb://127.0.0.1:27017',
  KAFKA_BROKERS: '127.0.0.1:9092',
  REDIS_URL: 'redis://127.0.0.1:6379',
  STRIPE_SECRET_KEY: 'sk_test_unit',
  STRIPE_WEBHOOK_SECRET: 'whsec_unit',
  INTERNAL_API_TOKEN: 'an-internal-api-token-of-32-chars!',
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
  readonly transfers: { accountId: string; amountCents: number; idempotencyKey: string }[] = [];
  readonly disputeEvidence: {
    disputeId: string;
    evidence: DisputeEvidence;
    idempotencyKey: string;
  }[] = [];

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

  submitDisputeEvidence(
    disputeId: string,
    evidence: DisputeEvidence,
    idempotencyKey: string,
  ): Promise<void> {
    this.disputeEvidence.push({ disputeId, evidence, idempotencyKey });
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

  transfer(
    accountId: string,
    amountCents: number,
    _currency: string,
    idempotencyKey: string,
  ): Promise<string> {
    this.transfers.push({ accountId, amountCents, idempotencyKey });
    return Promise.resolve(`tr_${this.transfers.length}`);
  }

  verifyWebhook(): Stripe.Event {
    throw new Error('the recording processor receives no webhooks');
  }
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
  const purchaseKeys = new InMemoryPurchaseKeysRepository();
  const catalog = new InMemoryCatalog();
  const unlockClaims = new InMemoryUnlockClaims();
  const payoutStore = new InMemoryPayoutsRepository();
  const payoutAccounts = new InMemoryPayoutAccountsRepository();
  const processor = new RecordingProcessor();
  const offerLinks = new InMemoryOfferLinks();
  const offerClaims = new InMemoryOfferClaims();
  const tierBundles = new InMemoryTierBundles();

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
  const checkout = new SubscriptionCheckout(subscriptionsRepository, writer, charges, terms);
  const offerReads = new OfferReads(tiersRepository, tierBundles, offerLinks);
  const claimOfferLink = new ClaimOfferLinkUseCase(offerLinks, offerClaims);
  const purchases = new IdempotentPurchases(
    standIn<PurchaseKeysRepository>(purchaseKeys),
    paymentsRepository,
  );
  const ledgerRepository = standIn<LedgerRepository>(ledger);
  const payoutsRepository = standIn<PayoutsRepository>(payoutStore);
  const payoutAccountsRepository = standIn<PayoutAccountsRepository>(payoutAccounts);
  const payoutTransfers = new PayoutTransfers(
    payoutsRepository,
    payoutAccountsRepository,
    ledgerRepository,
    processor,
    config,
  );
  // The platform settings as a service holds them, from nothing stored: section 9's defaults.
  const platformSettings = new CachedPlatformSettings(
    { load: async () => null, save: async () => {} },
    createLogger('subscription-billing', 'silent'),
  );
  const payoutHolds = new PayoutHolds(
    standIn<UserDirectory>(directory),
    platformSettings,
    ledgerRepository,
  );
  const useCases = {
    startSubscription: new StartSubscriptionUseCase(
      offers,
      checkout,
      terms,
      purchases,
      platformSettings,
      new SubscriptionOfferTerms(offerReads, claimOfferLink),
      methods,
    ),
    createOfferLink: new CreateOfferLinkUseCase(tiersRepository, offerLinks),
    deactivateOfferLink: new DeactivateOfferLinkUseCase(tiersRepository, offerLinks),
    updateOfferLink: new UpdateOfferLinkUseCase(tiersRepository, offerLinks),
    setTierBundles: new SetTierBundlesUseCase(tiersRepository, tierBundles),
    claimOfferLink,
    offerReads,
    changePlan: new ChangePlanUseCase(subscriptionsRepository, offers, checkout, terms, purchases),
    changeSubscriptionTier: new ChangeSubscriptionTierUseCase(
      subscriptionsRepository,
      offers,
      checkout,
      purchases,
    ),
    createPlanPaymentIntent: new CreatePlanPaymentIntentUseCase(
      subscriptionsRepository,
      offers,
      checkout,
      purchases,
    ),
    cancelSubscription: new CancelSubscriptionUseCase(subscriptionsRepository, writer),
    resumeSubscription: new ResumeSubscriptionUseCase(subscriptionsRepository, writer),
    tipCreator: new TipCreatorUseCase(
      payments,
      standIn<UserDirectory>(directory),
      fees,
      purchases,
      config,
      platformSettings,
    ),
    unlockItem: new UnlockItemUseCase(
      payments,
      paymentsRepository,
      standIn<PostCatalog>(catalog.postCatalog),
      standIn<MessageCatalog>(catalog.messageCatalog),
      standIn<UnlockClaimsRepository>(unlockClaims),
      fees,
      purchases,
      config,
    ),
    renewalJob: new RenewalJob(
      subscriptionsRepository,
      writer,
      charges,
      terms,
      standIn<UserDirectory>(directory),
      offerReads,
    ),
    linkPayoutAccount: new LinkPayoutAccountUseCase(payoutAccountsRepository, processor),
    requestPayout: new RequestPayoutUseCase(payoutTransfers, payoutHolds),
    holdPayout: new HoldPayoutUseCase(payoutsRepository),
    releasePayout: new ReleasePayoutUseCase(payoutsRepository, payoutHolds),
    sendAdminPayout: new SendAdminPayoutUseCase(payoutTransfers, standIn<UserDirectory>(directory)),
    runPayoutSchedule: new RunPayoutScheduleUseCase(
      payoutsRepository,
      payoutAccountsRepository,
      ledgerRepository,
      payoutTransfers,
      payoutHolds,
    ),
  };

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
  // Verified, as the platform requires by default before a creator is paid out.
  directory.add(creator.id, 'creator', 'active', true);

  return {
    config,
    ...useCases,
    platformSettings,
    payments,
    outcomes,
    processor,
    report,
    stores: {
      subscriptions: subscriptionStore,
      payments: paymentStore,
      methods: methodStore,
      tiers: tierStore,
      offerLinks,
      offerClaims,
      tierBundles,
      slots,
      ledger,
      purchaseKeys,
      catalog,
      unlockClaims,
      payouts: payoutStore,
      payoutAccounts,
      directory,
    },
  };
}

export type BillingHarness = ReturnType<typeof createBillingHarness>;

/** Puts one of the test creator's tiers on sale, in euros, open to every post. */
export function addCreatorTier(harness: BillingHarness, id: string, priceCents: number): void {
  harness.stores.tiers.add({
    _id: id,
    creatorId: creator.id,
    name: id,
    description: '',
    priceCents,
    currency: 'eur',
    benefits: [],
    color: '#000000',
    isActive: true,
    contentAccess: 'all',
  });
}

/** The types of the events written with subscriptions, in order. */
export function subscriptionEventTypes(harness: BillingHarness): string[] {
  return harness.stores.subscriptions.events.map((event) => event.type);
}

/** Gives the test creator a linked payout account and `availableCents` to pay out. */
export function fundCreator(harness: BillingHarness, availableCents: number): void {
  harness.stores.payoutAccounts.accounts.set(creator.id, {
    _id: creator.id,
    accountId: `acct_${creator.id}`,
    onboardingUrl: 'http://onboarding',
    linked: true,
    createdAt: new Date(),
  });
  const occurredAt = new Date(Date.now() - 60_000);
  void harness.stores.ledger.post(
    standIn<Journal>({
      _id: `earned-${harness.stores.ledger.journals.size + 1}`,
      creatorId: creator.id,
      occurredAt,
      postings: [
        { account: LedgerAccounts.creator(creator.id), amountCents: availableCents },
        { account: LedgerAccounts.platformRevenue, amountCents: -availableCents },
      ],
    }),
  );
}

/** What the test creator can still pay out. */
export async function availableToCreator(harness: BillingHarness): Promise<number> {
  return (await harness.stores.ledger.creatorBalance(creator.id, new Date())).availableCents;
}
