import type { EventEnvelope } from '@tessera/contracts';
import type { SellableMessage } from '../catalog/message-catalog';
import type { SellablePost } from '../catalog/post-catalog';
import type { DirectoryEntry } from '../directory/user-directory';
import type { Journal } from '../ledger/journal.schema';
import type { CreatorBalance } from '../ledger/ledger.repository';
import { LedgerAccounts } from '../ledger/ledger-accounts';
import type { PaymentMethod } from '../payment-methods/payment-method.schema';
import type { ChargeDefaults } from '../payment-methods/payment-methods.repository';
import type { Payment } from '../payments/payment.schema';
import type { ReportedFact } from '../payments/payments.repository';
import type { PayoutAccount } from '../payouts/payout-account.schema';
import type { PurchaseAnswer, PurchaseKey } from '../purchase-keys/purchase-key.schema';
import type { UnlockClaim } from '../purchases/unlock-claim.schema';
import type { NewAttempt } from '../purchase-keys/purchase-keys.repository';
import { liveKeyOf, type Subscription } from '../subscriptions/subscription.schema';
import type {
  ChangeResult,
  NewSubscription,
  SubscriptionChange,
} from '../subscriptions/subscriptions.repository';
import type { CreatorTier } from '../tier-catalog/creator-tier.schema';
import type { TierForSale } from '../tier-catalog/creator-tiers.repository';

/**
 * In-memory stand-ins for billing's repositories, with the public methods the subscription and
 * payment services call and the same conditional-write semantics as the MongoDB versions (a
 * unique live key, compare-and-set on `version`, `$min` for payment facts), so the use cases can
 * be tested without a database.
 */

/**
 * Private fields make class types nominal, so a double cannot be typed as the class it replaces;
 * each double implements the part of the class its callers use, and this lets it stand in.
 */
export function standIn<T>(double: object): T {
  return double as unknown as T;
}

/** The error MongoDB raises when a write breaks a unique index. */
function duplicateKeyError(field: string): Error {
  return Object.assign(new Error(`E11000 duplicate key error on ${field}`), { code: 11000 });
}

/** Documents are copied in and out, as a database would, so callers never share one object. */
function copy<T>(document: T): T {
  return structuredClone(document);
}

export class InMemorySubscriptionsRepository {
  readonly docs = new Map<string, Subscription>();
  /** Every event written with a subscription, in order. */
  readonly events: EventEnvelope[] = [];

  create(subscription: NewSubscription, events: EventEnvelope[]): Promise<Subscription | null> {
    const taken = [...this.docs.values()].some(
      (stored) => stored.liveKey && stored.liveKey === subscription.liveKey,
    );
    if (taken) return Promise.resolve(null);
    if (this.docs.has(subscription._id)) throw duplicateKeyError('_id');
    const now = new Date();
    const created: Subscription = {
      ...subscription,
      version: 0,
      settledPaymentIds: [],
      reversedPaymentIds: [],
      unclaimedPaymentIds: [],
      lifetimeCents: 0,
      renewalFailures: 0,
      createdAt: now,
      updatedAt: now,
    };
    this.docs.set(created._id, copy(created));
    this.events.push(...events);
    return Promise.resolve(copy(created));
  }

  findById(id: string): Promise<Subscription | null> {
    const found = this.docs.get(id);
    return Promise.resolve(found ? copy(found) : null);
  }

  findLive(subscriberId: string, creatorId: string | undefined): Promise<Subscription | null> {
    const found = [...this.docs.values()].find(
      (stored) => stored.liveKey === liveKeyOf(subscriberId, creatorId),
    );
    return Promise.resolve(found ? copy(found) : null);
  }

  ofSubscriber(subscriberId: string): Promise<Subscription[]> {
    const found = [...this.docs.values()]
      .filter((stored) => stored.subscriberId === subscriberId)
      .sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime());
    return Promise.resolve(found.map(copy));
  }

  /** One round always suffices here: nothing else writes between the read and the write. */
  change(
    id: string,
    decide: (current: Subscription) => SubscriptionChange | null,
  ): Promise<ChangeResult | null> {
    const stored = this.docs.get(id);
    if (!stored) return Promise.resolve(null);
    const before = copy(stored);
    const change = decide(copy(stored));
    if (!change) return Promise.resolve({ before, subscription: before, changed: false });
    const next = {
      ...before,
      ...copy(change.set),
      version: before.version + 1,
      updatedAt: new Date(),
    } as Subscription;
    for (const field of change.unset ?? []) delete next[field];
    this.docs.set(id, copy(next));
    this.events.push(...(change.events?.(copy(next)) ?? []));
    return Promise.resolve({ before, subscription: copy(next), changed: true });
  }
}

export class InMemoryPaymentsRepository {
  readonly docs = new Map<string, Payment>();

  create(payment: Omit<Payment, 'createdAt' | 'facts'>): Promise<Payment> {
    if (this.docs.has(payment._id)) return Promise.reject(duplicateKeyError('_id'));
    const created: Payment = { ...payment, facts: {}, createdAt: new Date() };
    this.docs.set(created._id, copy(created));
    return Promise.resolve(copy(created));
  }

  findById(id: string): Promise<Payment | null> {
    const found = this.docs.get(id);
    return Promise.resolve(found ? copy(found) : null);
  }

  /** Keeps the earliest time of each fact, as `$min` does. */
  recordFact(
    intentId: string,
    fact: ReportedFact,
    at: Date,
    failure?: { code: string; message: string },
  ): Promise<Payment | null> {
    const stored = [...this.docs.values()].find((payment) => payment.intentId === intentId);
    if (!stored) return Promise.resolve(null);
    const earlier = stored.facts[fact];
    stored.facts[fact] = earlier && earlier.getTime() <= at.getTime() ? earlier : at;
    if (failure) {
      stored.facts.failureCode = failure.code;
      stored.facts.failureMessage = failure.message;
    }
    return Promise.resolve(copy(stored));
  }

  markSuperseded(id: string, at: Date): Promise<Payment | null> {
    const stored = this.docs.get(id);
    if (stored && !stored.supersededAt) stored.supersededAt = at;
    return this.findById(id);
  }
}

export class InMemoryPaymentMethodsRepository {
  private readonly methods = new Map<string, PaymentMethod>();
  private readonly customers = new Map<string, string>();

  /** Saves a card as the payer's default, as adding their first card does. */
  saveCard(userId: string, processorMethodId: string): PaymentMethod {
    const method: PaymentMethod = {
      _id: `method-${this.methods.size + 1}`,
      userId,
      processorMethodId,
      brand: 'visa',
      last4: '4242',
      expiryMonth: 12,
      expiryYear: 2040,
      isDefault: true,
      createdAt: new Date(),
    };
    this.methods.set(method._id, method);
    return method;
  }

  chargeDefaults(userId: string): Promise<ChargeDefaults> {
    const method = [...this.methods.values()].find(
      (saved) => saved.userId === userId && saved.isDefault,
    );
    return Promise.resolve({
      customerId: this.customers.get(userId) ?? null,
      method: method ?? null,
    });
  }

  customerOf(userId: string): Promise<string | null> {
    return Promise.resolve(this.customers.get(userId) ?? null);
  }

  saveCustomer(userId: string, processorCustomerId: string): Promise<string> {
    const kept = this.customers.get(userId) ?? processorCustomerId;
    this.customers.set(userId, kept);
    return Promise.resolve(kept);
  }

  ownedBy(id: string, userId: string): Promise<PaymentMethod | null> {
    const method = this.methods.get(id);
    return Promise.resolve(method?.userId === userId ? method : null);
  }
}

export class InMemoryCreatorTiersRepository {
  readonly tiers = new Map<string, CreatorTier>();

  add(tier: Omit<CreatorTier, 'createdAt' | 'subscriberCount'>): CreatorTier {
    const stored: CreatorTier = { ...tier, subscriberCount: 0, createdAt: new Date() };
    this.tiers.set(stored._id, stored);
    return stored;
  }

  forSale(id: string): Promise<TierForSale | null> {
    const tier = this.tiers.get(id);
    if (!tier) return Promise.resolve(null);
    const { subscriberCount: _count, ...forSale } = tier;
    return Promise.resolve(forSale);
  }

  ofCreator(creatorId: string, activeOnly: boolean): Promise<CreatorTier[]> {
    const tiers = [...this.tiers.values()].filter(
      (tier) => tier.creatorId === creatorId && (!activeOnly || tier.isActive),
    );
    return Promise.resolve(tiers.sort((a, b) => a.priceCents - b.priceCents));
  }

  countSubscriber(id: string, by: 1 | -1): Promise<void> {
    const tier = this.tiers.get(id);
    if (tier) tier.subscriberCount += by;
    return Promise.resolve();
  }
}

export class InMemoryUserDirectory {
  readonly entries = new Map<string, DirectoryEntry>();

  add(
    userId: string,
    role: DirectoryEntry['role'],
    accountStatus: DirectoryEntry['accountStatus'] = 'active',
    isVerified = false,
    showsSubscriberCount = false,
  ): void {
    this.entries.set(userId, {
      userId,
      role,
      username: userId,
      displayName: userId,
      accountStatus,
      isVerified,
      showsSubscriberCount,
    });
  }

  find(userId: string): Promise<DirectoryEntry | null> {
    return Promise.resolve(this.entries.get(userId) ?? null);
  }
}

/** Renewal steps filed for the sweeper, by subscription. */
export class InMemoryRenewalSlots {
  readonly filed = new Map<string, Date>();

  file(subscriptionId: string, at: Date): Promise<void> {
    this.filed.set(subscriptionId, at);
    return Promise.resolve();
  }
}

/** Journals posted once each, by id, as the ledger's unique `_id` makes them. */
export class InMemoryLedger {
  readonly journals = new Map<string, Journal>();

  post(journal: Journal): Promise<boolean> {
    if (this.journals.has(journal._id)) return Promise.resolve(false);
    this.journals.set(journal._id, journal);
    return Promise.resolve(true);
  }

  async postAll(journals: Journal[]): Promise<void> {
    for (const journal of journals) await this.post(journal);
  }

  balanceOf(account: string): Promise<number> {
    const postings = [...this.journals.values()].flatMap((journal) => journal.postings);
    return Promise.resolve(
      postings
        .filter((posting) => posting.account === account)
        .reduce((sum, posting) => sum + posting.amountCents, 0),
    );
  }

  /** The creator's postings, pending until their `availableAt`, as the MongoDB ledger sums them. */
  creatorBalance(creatorId: string, now: Date): Promise<CreatorBalance> {
    const account = LedgerAccounts.creator(creatorId);
    const balance = { pendingCents: 0, availableCents: 0 };
    for (const posting of [...this.journals.values()].flatMap((journal) => journal.postings)) {
      if (posting.account !== account) continue;
      if (posting.availableAt && posting.availableAt > now)
        balance.pendingCents += posting.amountCents;
      else balance.availableCents += posting.amountCents;
    }
    return Promise.resolve(balance);
  }
}

/** Purchase attempts by key, each change conditional on the attempt read, as in MongoDB. */
export class InMemoryPurchaseKeysRepository {
  readonly keys = new Map<string, PurchaseKey>();
  private paymentIds = 0;

  find(id: string): Promise<PurchaseKey | null> {
    const found = this.keys.get(id);
    return Promise.resolve(found ? copy(found) : null);
  }

  begin(attempt: NewAttempt): Promise<PurchaseKey | null> {
    if (this.keys.has(attempt.id)) return Promise.resolve(null);
    const stored: PurchaseKey = {
      _id: attempt.id,
      derived: attempt.derived,
      fingerprint: attempt.fingerprint,
      attempt: 0,
      paymentId: this.nextPaymentId(),
      leaseUntil: attempt.leaseUntil,
      answer: null,
      expiresAt: attempt.expiresAt,
    };
    this.keys.set(stored._id, copy(stored));
    return Promise.resolve(copy(stored));
  }

  takeOver(seen: PurchaseKey, leaseUntil: Date): Promise<PurchaseKey | null> {
    const stored = this.keys.get(seen._id);
    const unchanged =
      stored?.attempt === seen.attempt &&
      stored.answer === null &&
      stored.leaseUntil?.getTime() === seen.leaseUntil?.getTime();
    if (!stored || !unchanged) return Promise.resolve(null);
    stored.leaseUntil = leaseUntil;
    return Promise.resolve(copy(stored));
  }

  restart(seen: PurchaseKey, next: Omit<NewAttempt, 'id'>): Promise<PurchaseKey | null> {
    const stored = this.keys.get(seen._id);
    if (stored?.attempt !== seen.attempt) return Promise.resolve(null);
    const restarted: PurchaseKey = {
      ...stored,
      ...next,
      attempt: seen.attempt + 1,
      paymentId: this.nextPaymentId(),
      answer: null,
    };
    this.keys.set(restarted._id, copy(restarted));
    return Promise.resolve(copy(restarted));
  }

  answer(held: PurchaseKey, answer: PurchaseAnswer, expiresAt: Date): Promise<void> {
    const stored = this.keys.get(held._id);
    if (stored?.attempt === held.attempt) {
      Object.assign(stored, { answer: copy(answer), leaseUntil: null, expiresAt });
    }
    return Promise.resolve();
  }

  releaseLease(held: PurchaseKey): Promise<void> {
    const stored = this.keys.get(held._id);
    if (stored?.attempt === held.attempt && stored.answer === null) stored.leaseUntil = new Date(0);
    return Promise.resolve();
  }

  forget(held: PurchaseKey): Promise<void> {
    const stored = this.keys.get(held._id);
    if (stored?.attempt === held.attempt && stored.answer === null) this.keys.delete(held._id);
    return Promise.resolve();
  }

  private nextPaymentId(): string {
    this.paymentIds += 1;
    return `payment-${this.paymentIds}`;
  }
}

/** Posts and pay-per-view messages for sale, as content's and messaging's events reported them. */
export class InMemoryCatalog {
  readonly posts = new Map<string, SellablePost>();
  readonly messages = new Map<string, SellableMessage>();

  readonly postCatalog = {
    find: (contentId: string) => Promise.resolve(this.posts.get(contentId) ?? null),
  };

  readonly messageCatalog = {
    find: (messageId: string) => Promise.resolve(this.messages.get(messageId) ?? null),
  };
}

/** Buyers' holds on items, each claim a compare-and-set on the one last read. */
export class InMemoryUnlockClaims {
  readonly claims = new Map<string, UnlockClaim>();
  private claimIds = 0;

  find(payerId: string, itemId: string): Promise<UnlockClaim | null> {
    const found = this.claims.get(`${payerId}:${itemId}`);
    return Promise.resolve(found ? copy(found) : null);
  }

  /** Never lapses here: a test that needs a crashed claim sets `claimedAt` itself. */
  claim(payerId: string, itemId: string, now: Date): Promise<string | null> {
    const _id = `${payerId}:${itemId}`;
    const current = this.claims.get(_id);
    if (current?.claimId) return Promise.resolve(null);
    this.claimIds += 1;
    const claimId = `claim-${this.claimIds}`;
    this.claims.set(_id, { _id, paymentId: current?.paymentId ?? null, claimId, claimedAt: now });
    return Promise.resolve(claimId);
  }

  release(payerId: string, itemId: string, claimId: string, paymentId: string | null) {
    const current = this.claims.get(`${payerId}:${itemId}`);
    if (current?.claimId === claimId) {
      Object.assign(current, {
        claimId: null,
        claimedAt: null,
        ...(paymentId ? { paymentId } : {}),
      });
    }
    return Promise.resolve();
  }
}

/** Creators' connected accounts; the first one stored wins. */
export class InMemoryPayoutAccountsRepository {
  readonly accounts = new Map<string, PayoutAccount>();

  find(creatorId: string): Promise<PayoutAccount | null> {
    const found = this.accounts.get(creatorId);
    return Promise.resolve(found ? copy(found) : null);
  }

  save(
    account: Pick<PayoutAccount, '_id' | 'accountId' | 'onboardingUrl' | 'linked'>,
  ): Promise<PayoutAccount> {
    if (!this.accounts.has(account._id)) {
      this.accounts.set(account._id, { ...copy(account), createdAt: new Date() });
    }
    return this.find(account._id) as Promise<PayoutAccount>;
  }

  setOnboardingUrl(creatorId: string, onboardingUrl: string): Promise<void> {
    const stored = this.accounts.get(creatorId);
    if (stored) stored.onboardingUrl = onboardingUrl;
    return Promise.resolve();
  }

  linked(): Promise<PayoutAccount[]> {
    return Promise.resolve([...this.accounts.values()].filter((a) => a.linked).map(copy));
  }
}
