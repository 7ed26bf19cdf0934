import { describe, expect, it } from 'vitest';
import { payoutRequest } from '@tessera/rules';
import type { Journal } from '../ledger/journal.schema';
import { payoutJournals, payoutReversalJournal, transferJournal } from './payout-journals';
import type { Payout } from './payout.schema';

const at = new Date('2026-03-04T00:00:00Z');
const split = payoutRequest(12_345, at);
const payout: Payout = {
  _id: 'payout-1',
  creatorId: 'creator-1',
  amountCents: 12_345,
  feeCents: split.feeCents,
  netCents: split.netCents,
  currency: 'usd',
  status: 'pending',
  origin: 'request',
  scheduledFor: split.scheduledFor,
  createdAt: at,
};

const balance = (journals: Journal[], account: string) =>
  journals
    .flatMap((journal) => journal.postings)
    .filter((posting) => posting.account === account)
    .reduce((sum, posting) => sum + posting.amountCents, 0);

describe('payout journals', () => {
  it('balance, and take the whole amount off the creator, fee included', () => {
    const journals = payoutJournals(payout, at);
    for (const journal of journals) {
      expect(journal.postings.reduce((sum, posting) => sum + posting.amountCents, 0)).toBe(0);
    }
    expect(split.feeCents).toBe(123);
    expect(balance(journals, 'creator:creator-1')).toBe(-12_345);
    expect(journals.map((journal) => journal._id)).toEqual([
      'payout-1:payout',
      'payout-1:payout_fee',
    ]);
  });

  it('give everything back when sending fails, and empty the scheduled account either way', () => {
    const failed = [...payoutJournals(payout, at), payoutReversalJournal(payout, at)];
    expect(balance(failed, 'creator:creator-1')).toBe(0);
    expect(balance(failed, 'revenue:platform')).toBe(0);
    expect(balance(failed, 'payouts:scheduled')).toBe(0);
    const sent = [...payoutJournals(payout, at), transferJournal(payout, at)];
    expect(balance(sent, 'payouts:scheduled')).toBe(0);
    expect(balance(sent, 'processor:payouts')).toBe(split.netCents);
  });
});
