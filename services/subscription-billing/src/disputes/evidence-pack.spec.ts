import { describe, expect, it } from 'vitest';
import type { Journal } from '../ledger/journal.schema';
import { LedgerAccounts } from '../ledger/ledger-accounts';
import type { Payment } from '../payments/payment.schema';
import type { Subscription } from '../subscriptions/subscription.schema';
import { assembleEvidencePack, processorEvidenceOf, UNAVAILABLE_SOURCES } from './evidence-pack';

const now = new Date('2026-11-20T12:00:00Z');
const payment = {
  _id: 'pay-3',
  purpose: 'creator_subscription',
  payerId: 'fan-1',
  creatorId: 'creator-1',
  subscriptionId: 'sub-1',
  amountCents: 999,
  currency: 'eur',
  facts: { succeededAt: new Date('2026-11-01T10:00:05Z') },
  createdAt: new Date('2026-11-01T10:00:00Z'),
} as Payment;
const subscription = {
  _id: 'sub-1',
  tierName: 'Gold',
  priceCents: 999,
  billingPeriod: 'monthly',
  status: 'expired',
  activatedAt: new Date('2026-09-01T10:00:00Z'),
  createdAt: new Date('2026-09-01T09:59:00Z'),
  currentPeriodStart: new Date('2026-11-01T10:00:00Z'),
  currentPeriodEnd: new Date('2026-12-01T10:00:00Z'),
  endedAt: new Date('2026-11-03T10:00:00Z'),
  lifetimeCents: 1998,
} as Subscription;

const charge = (sourceId: string, creatorId: string | undefined, at: string, cents: number) =>
  ({
    _id: `${sourceId}:charge`,
    kind: 'charge',
    sourceId,
    payerId: 'fan-1',
    creatorId,
    purpose: sourceId.startsWith('unlock') ? 'unlock' : 'creator_subscription',
    contentId: sourceId.startsWith('unlock') ? 'post-9' : undefined,
    currency: 'eur',
    occurredAt: new Date(at),
    postings: [
      { account: LedgerAccounts.payer('fan-1'), amountCents: -cents },
      { account: LedgerAccounts.clearing, amountCents: cents },
    ],
  }) as Journal;

const charges = [
  charge('pay-3', 'creator-1', '2026-11-01T10:00:05Z', 999),
  charge('unlock-1', 'creator-1', '2026-10-12T08:00:00Z', 500),
  charge('pay-1', 'creator-1', '2026-09-01T10:00:00Z', 999),
  charge('pay-elsewhere', 'creator-2', '2026-10-01T10:00:00Z', 1500),
];

describe('the evidence pack', () => {
  const pack = assembleEvidencePack({ payment, subscription, charges, now });

  it('holds the disputed payment and the subscription it paid for', () => {
    expect(pack.gatheredAt).toBe(now.toISOString());
    expect(pack.payment).toEqual({
      id: 'pay-3',
      purpose: 'creator_subscription',
      amountCents: 999,
      currency: 'EUR',
      createdAt: '2026-11-01T10:00:00.000Z',
      paidAt: '2026-11-01T10:00:05.000Z',
    });
    expect(pack.subscription).toEqual({
      id: 'sub-1',
      tierName: 'Gold',
      priceCents: 999,
      billingPeriod: 'monthly',
      status: 'expired',
      startedAt: '2026-09-01T10:00:00.000Z',
      currentPeriodStart: '2026-11-01T10:00:00.000Z',
      currentPeriodEnd: '2026-12-01T10:00:00.000Z',
      endedAt: '2026-11-03T10:00:00.000Z',
      lifetimeCents: 1998,
    });
  });

  it("lists the fan's other charges to the same creator, oldest first, and no one else's", () => {
    expect(pack.otherCharges).toEqual([
      {
        paymentId: 'pay-1',
        purpose: 'creator_subscription',
        amountCents: 999,
        paidAt: '2026-09-01T10:00:00.000Z',
        tierId: null,
        contentId: null,
      },
      {
        paymentId: 'unlock-1',
        purpose: 'unlock',
        amountCents: 500,
        paidAt: '2026-10-12T08:00:00.000Z',
        tierId: null,
        contentId: 'post-9',
      },
    ]);
  });

  it('names what could not be gathered', () => {
    expect(pack.unavailable.map((entry) => entry.source)).toEqual([
      'views',
      'messages',
      'sign-ins',
    ]);
    expect(pack.unavailable).toBe(UNAVAILABLE_SOURCES);
  });

  it('is told to the processor as a product and an access log, with the admin’s note', () => {
    const evidence = processorEvidenceOf(pack, 'The fan watched every post this month.');

    expect(evidence.productDescription).toContain('Subscription "Gold" at EUR 9.99 per month');
    expect(evidence.accessActivityLog.split('\n')).toEqual([
      '2026-11-01T10:00:05.000Z paid EUR 9.99 (payment pay-3, disputed)',
      expect.stringContaining('2026-09-01T10:00:00.000Z subscription started'),
      '2026-09-01T10:00:00.000Z paid EUR 9.99 for creator subscription',
      '2026-10-12T08:00:00.000Z paid EUR 5.00 for unlock (content post-9)',
    ]);
    expect(evidence.uncategorizedText).toBe('The fan watched every post this month.');
    expect(processorEvidenceOf(pack)).not.toHaveProperty('uncategorizedText');
  });
});
