import { describe, expect, it } from 'vitest';
import type { Journal } from '../ledger/journal.schema';
import { LedgerAccounts } from '../ledger/ledger-accounts';
import type { Payment } from '../payments/payment.schema';
import { disputeOutcomeJournals, disputeReserveJournal } from './dispute-journals';

const paidAt = new Date('2026-11-01T10:00:00Z');
const openedAt = new Date('2026-11-03T10:00:00Z');
const closedAt = new Date('2026-11-20T10:00:00Z');
const timing = { paidAt, holdDays: 7 };

const payment = (overrides: Partial<Payment> = {}): Payment =>
  ({
    _id: 'pay-1',
    intentId: 'pi_1',
    purpose: 'creator_subscription',
    payerId: 'fan-1',
    creatorId: 'creator-1',
    amountCents: 1000,
    currency: 'eur',
    split: { processorFeeCents: 59, platformFeeCents: 200, creatorNetCents: 741 },
    facts: { succeededAt: paidAt },
    createdAt: paidAt,
    ...overrides,
  }) as Payment;

function balances(journals: Journal[]): Map<string, number> {
  const totals = new Map<string, number>();
  for (const posting of journals.flatMap((journal) => journal.postings)) {
    totals.set(posting.account, (totals.get(posting.account) ?? 0) + posting.amountCents);
  }
  return totals;
}

const sumOf = (journal: Journal) =>
  journal.postings.reduce((sum, posting) => sum + posting.amountCents, 0);

describe('the dispute reserve', () => {
  it("moves the creator's earning into their reserve, from pending while it is on hold", () => {
    const reserve = disputeReserveJournal(payment(), openedAt, timing) as Journal;

    expect(reserve).toMatchObject({ _id: 'pay-1:dispute_reserve', kind: 'dispute_reserve' });
    expect(sumOf(reserve)).toBe(0);
    expect(reserve.postings).toEqual([
      {
        account: LedgerAccounts.creator('creator-1'),
        amountCents: -741,
        availableAt: new Date('2026-11-08T10:00:00Z'),
      },
      { account: LedgerAccounts.disputeReserve('creator-1'), amountCents: 741 },
    ]);
  });

  it('reserves nothing for a payment without a creator', () => {
    const plan = payment({
      purpose: 'platform_plan',
      creatorId: undefined,
      split: { processorFeeCents: 59, platformFeeCents: 941, creatorNetCents: 0 },
    });
    expect(disputeReserveJournal(plan, openedAt, timing)).toBeNull();
    expect(disputeOutcomeJournals(plan, 'won', closedAt, timing)).toEqual([]);
  });
});

describe('posting the outcome', () => {
  it('gives a won dispute’s reserve back to the creator and reverses nothing', () => {
    const opened = disputeReserveJournal(payment(), openedAt, timing) as Journal;
    const outcome = disputeOutcomeJournals(payment(), 'won', closedAt, timing);

    expect(outcome.map((journal) => journal.kind)).toEqual(['dispute_reserve_release']);
    const totals = balances([opened, ...outcome]);
    expect(totals.get(LedgerAccounts.disputeReserve('creator-1'))).toBe(0);
    expect(totals.get(LedgerAccounts.creator('creator-1'))).toBe(0);
    expect(totals.has(LedgerAccounts.payer('fan-1'))).toBe(false);
  });

  it('takes a lost dispute out of the creator’s and the platform’s balances by the split', () => {
    const opened = disputeReserveJournal(payment(), openedAt, timing) as Journal;
    const outcome = disputeOutcomeJournals(payment(), 'lost', closedAt, timing);

    expect(outcome.map((journal) => [journal._id, journal.kind])).toEqual([
      ['pay-1:dispute_reserve_release', 'dispute_reserve_release'],
      ['pay-1:reversal', 'dispute'],
    ]);
    expect(outcome.every((journal) => sumOf(journal) === 0)).toBe(true);
    const totals = balances([opened, ...outcome]);
    expect(totals.get(LedgerAccounts.disputeReserve('creator-1'))).toBe(0);
    expect(totals.get(LedgerAccounts.creator('creator-1'))).toBe(-741);
    // The platform gives back its fee and the processor's, which the processor keeps.
    expect(totals.get(LedgerAccounts.platformRevenue)).toBe(-259);
    expect(totals.get(LedgerAccounts.payer('fan-1'))).toBe(1000);
  });

  it('takes back only what refunds left, and nothing once they returned it all', () => {
    const partly = payment({ refundedCents: 400 });
    const outcome = disputeOutcomeJournals(partly, 'lost', closedAt, timing);
    const reversal = outcome.find((journal) => journal.kind === 'dispute') as Journal;
    expect(reversal._id).toBe('pay-1:dispute:lost');
    expect(sumOf(reversal)).toBe(0);
    const totals = balances([reversal]);
    expect(totals.get(LedgerAccounts.payer('fan-1'))).toBe(600);
    // 741 of 1000 is the creator's; 296 of it went back with the 400 refunded already.
    expect(totals.get(LedgerAccounts.creator('creator-1'))).toBe(-(741 - 296));

    const refundedAll = payment({ refundedCents: 1000 });
    expect(
      disputeOutcomeJournals(refundedAll, 'lost', closedAt, timing).map((journal) => journal.kind),
    ).toEqual(['dispute_reserve_release']);
  });
});
