import type { Journal, JournalKind } from '../ledger/journal.schema';
import { LedgerAccounts } from '../ledger/ledger-accounts';
import type { Payment } from './payment.schema';

const DAY_MS = 86_400_000;

function journal(
  payment: Payment,
  kind: JournalKind,
  occurredAt: Date,
  postings: Journal['postings'],
): Journal {
  return {
    _id: `${payment._id}:${kind}`,
    kind,
    postings,
    currency: payment.currency,
    sourceId: payment._id,
    payerId: payment.payerId,
    creatorId: payment.creatorId,
    purpose: payment.purpose,
    tierId: payment.tierId,
    contentId: payment.contentId,
    occurredAt,
  };
}

/** The journals of a successful charge: the money in, then its split, each posted once. */
export function chargeJournals(payment: Payment, at: Date, holdDays: number): Journal[] {
  const { processorFeeCents, platformFeeCents, creatorNetCents } = payment.split;
  const journals = [
    journal(payment, 'charge', at, [
      { account: LedgerAccounts.payer(payment.payerId), amountCents: -payment.amountCents },
      { account: LedgerAccounts.clearing, amountCents: payment.amountCents },
    ]),
    journal(payment, 'payment_fee', at, [
      { account: LedgerAccounts.clearing, amountCents: -processorFeeCents },
      { account: LedgerAccounts.processorFees, amountCents: processorFeeCents },
    ]),
    journal(payment, 'platform_fee', at, [
      { account: LedgerAccounts.clearing, amountCents: -platformFeeCents },
      { account: LedgerAccounts.platformRevenue, amountCents: platformFeeCents },
    ]),
  ];
  if (payment.creatorId && creatorNetCents > 0) {
    journals.push(
      journal(payment, 'creator_earning', at, [
        { account: LedgerAccounts.clearing, amountCents: -creatorNetCents },
        {
          account: LedgerAccounts.creator(payment.creatorId),
          amountCents: creatorNetCents,
          availableAt: new Date(at.getTime() + holdDays * DAY_MS),
        },
      ]),
    );
  }
  return journals.filter((entry) => entry.postings.every((posting) => posting.amountCents !== 0));
}

/**
 * Gives the payer their money back: the creator loses their earning (from pending while it is on
 * hold), the platform its fee and the processor's fee, which the processor keeps.
 */
export function reversalJournal(
  payment: Payment,
  kind: 'refund' | 'dispute',
  at: Date,
  earningAvailableAt: Date = at,
): Journal {
  const creatorPart = payment.creatorId ? payment.split.creatorNetCents : 0;
  const postings: Journal['postings'] = [
    { account: LedgerAccounts.payer(payment.payerId), amountCents: payment.amountCents },
    {
      account: LedgerAccounts.platformRevenue,
      amountCents: -(payment.amountCents - creatorPart),
    },
  ];
  if (payment.creatorId && creatorPart > 0) {
    postings.push({
      account: LedgerAccounts.creator(payment.creatorId),
      amountCents: -creatorPart,
      // An earning still on hold is taken back from pending, not from what is available now.
      availableAt: earningAvailableAt > at ? earningAvailableAt : at,
    });
  }
  // One reversal per payment, whether a refund, a dispute or both are reported.
  return { ...journal(payment, kind, at, postings), _id: `${payment._id}:reversal` };
}

/**
 * Gives back `amountCents` of a payment through one refund issued here (or, as kind `dispute`, the
 * part a lost dispute takes after such refunds), `refundedBeforeCents` having gone back already.
 * The creator and the platform each return their share of this part, rounded on the running total
 * so that refunding everything in parts takes back exactly what a single whole refund would.
 */
export function refundJournal(
  payment: Payment,
  refund: { id: string; amountCents: number; refundedBeforeCents: number },
  at: Date,
  earningAvailableAt: Date,
  kind: 'refund' | 'dispute' = 'refund',
): Journal {
  const creatorNet = payment.creatorId ? payment.split.creatorNetCents : 0;
  const shareUpTo = (refunded: number) => Math.round((creatorNet * refunded) / payment.amountCents);
  const creatorPart =
    shareUpTo(refund.refundedBeforeCents + refund.amountCents) -
    shareUpTo(refund.refundedBeforeCents);
  const postings: Journal['postings'] = [
    { account: LedgerAccounts.payer(payment.payerId), amountCents: refund.amountCents },
    { account: LedgerAccounts.platformRevenue, amountCents: -(refund.amountCents - creatorPart) },
  ];
  if (payment.creatorId && creatorPart > 0) {
    postings.push({
      account: LedgerAccounts.creator(payment.creatorId),
      amountCents: -creatorPart,
      availableAt: earningAvailableAt > at ? earningAvailableAt : at,
    });
  }
  return { ...journal(payment, kind, at, postings), _id: `${payment._id}:${kind}:${refund.id}` };
}
