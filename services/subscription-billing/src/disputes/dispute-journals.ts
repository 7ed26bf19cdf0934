import type { Journal, JournalKind } from '../ledger/journal.schema';
import { LedgerAccounts } from '../ledger/ledger-accounts';
import { refundJournal, reversalJournal } from '../payments/payment-journals';
import type { Payment } from '../payments/payment.schema';

/** When the payment's earning becomes (or became) available to its creator. */
export interface EarningTiming {
  paidAt: Date;
  holdDays: number;
}

const earningAvailableAt = ({ paidAt, holdDays }: EarningTiming) =>
  new Date(paidAt.getTime() + holdDays * 86_400_000);

/** Moves the creator's earning of a payment between their balance and their dispute reserve. */
function reserveMove(
  payment: Payment,
  kind: Extract<JournalKind, 'dispute_reserve' | 'dispute_reserve_release'>,
  at: Date,
  timing: EarningTiming,
): Journal | null {
  const creatorPart = payment.creatorId ? payment.split.creatorNetCents : 0;
  if (!payment.creatorId || creatorPart <= 0) return null;
  const availableAt = earningAvailableAt(timing);
  const intoReserve = kind === 'dispute_reserve' ? 1 : -1;
  return {
    _id: `${payment._id}:${kind}`,
    kind,
    postings: [
      {
        account: LedgerAccounts.creator(payment.creatorId),
        amountCents: -intoReserve * creatorPart,
        // An earning still on hold leaves, and comes back to, what is pending.
        availableAt: availableAt > at ? availableAt : at,
      },
      {
        account: LedgerAccounts.disputeReserve(payment.creatorId),
        amountCents: intoReserve * creatorPart,
      },
    ],
    currency: payment.currency,
    sourceId: payment._id,
    payerId: payment.payerId,
    creatorId: payment.creatorId,
    purpose: payment.purpose,
    tierId: payment.tierId,
    contentId: payment.contentId,
    occurredAt: at,
  };
}

/**
 * A dispute opened: the creator's earning of the payment is held in their dispute reserve, out of
 * what can be paid out. A payment without a creator's share reserves nothing.
 */
export function disputeReserveJournal(
  payment: Payment,
  at: Date,
  timing: EarningTiming,
): Journal | null {
  return reserveMove(payment, 'dispute_reserve', at, timing);
}

/**
 * What a lost dispute takes back: the whole payment as a refund would (the payer gets the amount,
 * the creator and the platform each lose their part of the split, one reversal whatever its
 * cause); after refunds issued here, only what they left, and nothing once they returned it all.
 */
function lostReversal(payment: Payment, at: Date, availableAt: Date): Journal | null {
  const refunded = payment.refundedCents ?? 0;
  if (refunded === 0) return reversalJournal(payment, 'dispute', at, availableAt);
  const rest = payment.amountCents - refunded;
  if (rest <= 0) return null;
  const part = { id: 'lost', amountCents: rest, refundedBeforeCents: refunded };
  return refundJournal(payment, part, at, availableAt, 'dispute');
}

/** A dispute decided. The reserve always goes back to the creator; a lost one is then reversed. */
export function disputeOutcomeJournals(
  payment: Payment,
  outcome: 'won' | 'lost',
  at: Date,
  timing: EarningTiming,
): Journal[] {
  const release = reserveMove(payment, 'dispute_reserve_release', at, timing);
  const journals = release ? [release] : [];
  const reversal =
    outcome === 'lost' ? lostReversal(payment, at, earningAvailableAt(timing)) : null;
  return reversal ? [...journals, reversal] : journals;
}
