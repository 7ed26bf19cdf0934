import { describe, expect, it } from 'vitest';
import type { BillingConfig } from '../config/billing-config';
import type { Journal } from '../ledger/journal.schema';
import type { LedgerRepository } from '../ledger/ledger.repository';
import type { PaymentProcessor } from '../processor/payment-processor';
import type { PayoutAccountsRepository } from './payout-accounts.repository';
import type { Payout, PayoutStatus } from './payout.schema';
import type { PayoutsRepository } from './payouts.repository';
import { PayoutTransfers } from './payout-transfers';

function setUp(transfer: () => Promise<string>) {
  const journals = new Map<string, Journal>();
  const payouts = new Map<string, Payout>();
  const ledger = {
    post: (journal: Journal) =>
      Promise.resolve(!journals.has(journal._id) && !!journals.set(journal._id, journal)),
    postAll: async (list: Journal[]) => {
      for (const journal of list)
        if (!journals.has(journal._id)) journals.set(journal._id, journal);
    },
  };
  const repository = {
    findById: (id: string) => Promise.resolve(payouts.get(id) ?? null),
    move: (id: string, from: PayoutStatus, to: PayoutStatus, set: Partial<Payout>) => {
      const payout = payouts.get(id);
      if (payout?.status !== from) return Promise.resolve(false);
      payouts.set(id, { ...payout, ...set, status: to });
      return Promise.resolve(true);
    },
  };
  const accounts = {
    find: () => Promise.resolve({ _id: 'creator-1', accountId: 'acct_1', linked: true }),
  };
  const service = new PayoutTransfers(
    repository as unknown as PayoutsRepository,
    accounts as unknown as PayoutAccountsRepository,
    ledger as unknown as LedgerRepository,
    { transfer } as unknown as PaymentProcessor,
    { BILLING_CURRENCY: 'usd' } as BillingConfig,
  );
  const payout: Payout = {
    _id: 'payout-1',
    creatorId: 'creator-1',
    amountCents: 10_000,
    feeCents: 100,
    netCents: 9_900,
    currency: 'usd',
    status: 'pending',
    origin: 'request',
    scheduledFor: new Date(),
    createdAt: new Date(),
  };
  payouts.set(payout._id, payout);
  const creatorBalance = () =>
    [...journals.values()]
      .flatMap((journal) => journal.postings)
      .filter((posting) => posting.account === 'creator:creator-1')
      .reduce((sum, posting) => sum + posting.amountCents, 0);
  return { service, payout, journals, creatorBalance };
}

describe('PayoutTransfers.send', () => {
  it('marks a sent payout paid and records the transfer once', async () => {
    const { service, payout, journals } = setUp(() => Promise.resolve('tr_1'));
    const paid = await service.send(payout);
    expect(paid).toMatchObject({ status: 'paid', transferId: 'tr_1' });
    expect(await service.send(paid)).toMatchObject({ status: 'paid' });
    expect([...journals.keys()].sort()).toEqual([
      'payout-1:payout',
      'payout-1:payout_fee',
      'payout-1:transfer',
    ]);
  });

  it('gives the whole amount back when the transfer fails', async () => {
    const { service, payout, journals, creatorBalance } = setUp(() =>
      Promise.reject(new Error('account closed')),
    );
    const failed = await service.send(payout);
    expect(failed).toMatchObject({ status: 'failed', failureReason: 'account closed' });
    expect(journals.has('payout-1:reversal')).toBe(true);
    expect(creatorBalance()).toBe(0);
  });
});
