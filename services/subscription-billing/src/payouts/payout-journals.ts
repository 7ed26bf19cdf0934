import type { Journal, JournalKind } from '../ledger/journal.schema';
import { LedgerAccounts } from '../ledger/ledger-accounts';
import type { Payout } from './payout.schema';

/** Money taken off a creator's balance for a payout that has not been sent yet. */
export const SCHEDULED_PAYOUTS_ACCOUNT = 'payouts:scheduled';

function journal(
  payout: Payout,
  suffix: string,
  kind: JournalKind,
  at: Date,
  postings: Journal['postings'],
): Journal {
  return {
    _id: `${payout._id}:${suffix}`,
    kind,
    postings,
    currency: payout.currency,
    sourceId: payout._id,
    creatorId: payout.creatorId,
    occurredAt: at,
  };
}

/**
 * Takes a payout off the creator's available balance at once: what will be sent waits on the
 * scheduled account, the fee is the platform's. Posted when the payout is created.
 */
export function payoutJournals(payout: Payout, at: Date): Journal[] {
  const creator = LedgerAccounts.creator(payout.creatorId);
  const journals = [
    journal(payout, 'payout', 'payout', at, [
      { account: creator, amountCents: -payout.netCents },
      { account: SCHEDULED_PAYOUTS_ACCOUNT, amountCents: payout.netCents },
    ]),
  ];
  if (payout.feeCents > 0) {
    journals.push(
      journal(payout, 'payout_fee', 'payout_fee', at, [
        { account: creator, amountCents: -payout.feeCents },
        { account: LedgerAccounts.platformRevenue, amountCents: payout.feeCents },
      ]),
    );
  }
  return journals;
}

/** The processor accepted the transfer: the money left for the creator's payout account. */
export function transferJournal(payout: Payout, at: Date): Journal {
  return journal(payout, 'transfer', 'payout', at, [
    { account: SCHEDULED_PAYOUTS_ACCOUNT, amountCents: -payout.netCents },
    { account: LedgerAccounts.payouts, amountCents: payout.netCents },
  ]);
}

/** Sending failed: the whole amount, fee included, is available to the creator again. */
export function payoutReversalJournal(payout: Payout, at: Date): Journal {
  const postings: Journal['postings'] = [
    { account: SCHEDULED_PAYOUTS_ACCOUNT, amountCents: -payout.netCents },
    { account: LedgerAccounts.creator(payout.creatorId), amountCents: payout.amountCents },
  ];
  if (payout.feeCents > 0) {
    postings.push({ account: LedgerAccounts.platformRevenue, amountCents: -payout.feeCents });
  }
  return journal(payout, 'reversal', 'payout_reversal', at, postings);
}
