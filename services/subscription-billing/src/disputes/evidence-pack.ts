import type { DisputeEvidencePack } from '@tessera/contracts';
import type { Journal } from '../ledger/journal.schema';
import { LedgerAccounts } from '../ledger/ledger-accounts';
import type { Payment } from '../payments/payment.schema';
import type { DisputeEvidence } from '../processor/payment-processor';
import type { Subscription } from '../subscriptions/subscription.schema';

/**
 * Sources of the fan's access that no service answers for today, so the pack cannot hold them:
 * admins see why, and the docs list them.
 */
export const UNAVAILABLE_SOURCES: DisputeEvidencePack['unavailable'] = [
  { source: 'views', reason: 'The content service offers no internal route for one fan’s views' },
  {
    source: 'messages',
    reason: 'The messaging service offers no internal route for the messages between two users',
  },
  {
    source: 'sign-ins',
    reason: 'The auth service offers no internal route for a user’s sign-in addresses and devices',
  },
];

export interface EvidenceFacts {
  payment: Payment;
  subscription: Subscription | null;
  /** The fan's charges (journals of kind `charge`), any creator, any order. */
  charges: Journal[];
  now: Date;
}

const iso = (date: Date | null | undefined) => (date ? date.toISOString() : null);

/**
 * The evidence pack of a disputed payment: the payment, the subscription it paid for (dates, tier,
 * price, what the fan paid over its life) and every other charge the fan paid to the same creator
 * (or, for a platform plan, to the platform), oldest first.
 */
export function assembleEvidencePack({
  payment,
  subscription,
  charges,
  now,
}: EvidenceFacts): DisputeEvidencePack {
  const sameSeller = (journal: Journal) =>
    (journal.creatorId ?? null) === (payment.creatorId ?? null) && journal.sourceId !== payment._id;
  return {
    gatheredAt: now.toISOString(),
    payment: {
      id: payment._id,
      purpose: payment.purpose,
      amountCents: payment.amountCents,
      currency: payment.currency.toUpperCase(),
      createdAt: payment.createdAt.toISOString(),
      paidAt: iso(payment.facts.succeededAt),
    },
    subscription: subscription && {
      id: subscription._id,
      tierName: subscription.tierName,
      priceCents: subscription.priceCents,
      billingPeriod: subscription.billingPeriod,
      status: subscription.status,
      startedAt: (subscription.activatedAt ?? subscription.createdAt).toISOString(),
      currentPeriodStart: subscription.currentPeriodStart.toISOString(),
      currentPeriodEnd: subscription.currentPeriodEnd.toISOString(),
      endedAt: iso(subscription.endedAt),
      lifetimeCents: subscription.lifetimeCents ?? 0,
    },
    otherCharges: charges
      .filter((journal) => journal.kind === 'charge' && sameSeller(journal))
      .sort((a, b) => a.occurredAt.getTime() - b.occurredAt.getTime())
      .map((journal) => ({
        paymentId: journal.sourceId,
        purpose: journal.purpose ?? 'unknown',
        amountCents: -sumOf(journal, LedgerAccounts.payer(payment.payerId)),
        paidAt: journal.occurredAt.toISOString(),
        tierId: journal.tierId ?? null,
        contentId: journal.contentId ?? null,
      })),
    unavailable: UNAVAILABLE_SOURCES,
  };
}

function sumOf(journal: Journal, account: string): number {
  return journal.postings
    .filter((posting) => posting.account === account)
    .reduce((sum, posting) => sum + posting.amountCents, 0);
}

const money = (cents: number, currency: string) =>
  `${currency.toUpperCase()} ${(cents / 100).toFixed(2)}`;

/** The pack as the processor's evidence fields take it, with the admin's note. */
export function processorEvidenceOf(pack: DisputeEvidencePack, note?: string): DisputeEvidence {
  const { payment, subscription } = pack;
  const currency = payment.currency;
  const product = subscription
    ? `Subscription "${subscription.tierName}" at ${money(subscription.priceCents, currency)} per ${subscription.billingPeriod === 'annual' ? 'year' : 'month'}`
    : `${payment.purpose.replace(/_/g, ' ')} of ${money(payment.amountCents, currency)}`;
  const log = [
    `${payment.paidAt ?? payment.createdAt} paid ${money(payment.amountCents, currency)} (payment ${payment.id}, disputed)`,
    ...(subscription
      ? [
          `${subscription.startedAt} subscription started; current period ${subscription.currentPeriodStart} to ${subscription.currentPeriodEnd}; ${subscription.status}; ${money(subscription.lifetimeCents, currency)} paid over its life`,
        ]
      : []),
    ...pack.otherCharges.map(
      (charge) =>
        `${charge.paidAt} paid ${money(charge.amountCents, currency)} for ${charge.purpose.replace(/_/g, ' ')}${charge.contentId ? ` (content ${charge.contentId})` : ''}`,
    ),
  ];
  return {
    productDescription: `${product} on Tessera, a creator subscription platform, delivered online to the payer's account.`,
    accessActivityLog: log.join('\n'),
    ...(note ? { uncategorizedText: note } : {}),
  };
}
