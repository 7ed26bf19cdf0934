import type { PaymentPurpose } from '@tessera/contracts';
import type { DirectoryEntry } from '../directory/user-directory';
import type { Journal } from '../ledger/journal.schema';
import { LedgerAccounts } from '../ledger/ledger-accounts';
import { chargeJournals, reversalJournal } from '../payments/payment-journals';
import type { Payment } from '../payments/payment.schema';
import type { Subscription } from '../subscriptions/subscription.schema';
import { standIn } from '../testing/in-memory-repositories.spec-support';
import type {
  CreatorStatsRepository,
  EarningsByPurpose,
  FanSpend,
  SubscriberRow,
} from './creator-stats.repository';

type StatsPort = Pick<
  CreatorStatsRepository,
  'netEarningsSince' | 'startedSince' | 'endedSince' | 'spendByFan' | 'subscribersPage'
>;

/** The studio's figures over journals and subscriptions held in memory, summed as the database does. */
export class InMemoryCreatorStats implements StatsPort {
  readonly journals: Journal[] = [];
  readonly subscriptions: Subscription[] = [];

  netEarningsSince(creatorId: string, since: Date): Promise<EarningsByPurpose> {
    const account = LedgerAccounts.creator(creatorId);
    const byPurpose: EarningsByPurpose = {};
    for (const journal of this.journals) {
      if (journal.creatorId !== creatorId || journal.occurredAt < since) continue;
      if (!['creator_earning', 'refund', 'dispute'].includes(journal.kind) || !journal.purpose)
        continue;
      for (const posting of journal.postings) {
        if (posting.account !== account) continue;
        byPurpose[journal.purpose] = (byPurpose[journal.purpose] ?? 0) + posting.amountCents;
      }
    }
    return Promise.resolve(byPurpose);
  }

  startedSince(creatorId: string, since: Date): Promise<number> {
    return Promise.resolve(
      this.ofCreator(creatorId).filter((sub) => sub.activatedAt && sub.activatedAt >= since).length,
    );
  }

  endedSince(creatorId: string, since: Date): Promise<number> {
    return Promise.resolve(
      this.ofCreator(creatorId).filter(
        (sub) => sub.activatedAt && sub.endedAt && sub.endedAt >= since,
      ).length,
    );
  }

  spendByFan(
    creatorId: string,
    options: { payerIds?: readonly string[]; limit?: number },
  ): Promise<FanSpend[]> {
    const paid = new Map<string, number>();
    for (const journal of this.journals) {
      if (journal.creatorId !== creatorId || !journal.payerId) continue;
      if (!['charge', 'refund', 'dispute'].includes(journal.kind)) continue;
      if (options.payerIds && !options.payerIds.includes(journal.payerId)) continue;
      for (const posting of journal.postings) {
        if (!posting.account.startsWith('payer:')) continue;
        paid.set(journal.payerId, (paid.get(journal.payerId) ?? 0) + posting.amountCents);
      }
    }
    const ranked = [...paid.entries()]
      .sort(([a, paidA], [b, paidB]) => paidA - paidB || a.localeCompare(b))
      .slice(0, options.limit ?? paid.size)
      .map(([userId, total]) => ({ userId, spendCents: -total }));
    return Promise.resolve(ranked.filter((fan) => fan.spendCents > 0));
  }

  subscribersPage(
    creatorId: string,
    page: number,
    limit: number,
  ): Promise<{ items: SubscriberRow[]; total: number }> {
    const paid = this.ofCreator(creatorId)
      .filter((sub) => sub.activatedAt)
      .sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime() || a._id.localeCompare(b._id));
    return Promise.resolve({
      items: paid.slice((page - 1) * limit, page * limit),
      total: paid.length,
    });
  }

  /** Posts a successful charge's journals, as billing does when its payment succeeds. */
  charge(sale: Sale): Payment {
    const payment = paymentOf(sale);
    this.journals.push(...chargeJournals(payment, sale.at, 7));
    return payment;
  }

  refund(payment: Payment, at: Date): void {
    this.journals.push(reversalJournal(payment, 'refund', at));
  }

  subscribe(fields: Partial<Subscription> & Pick<Subscription, '_id' | 'subscriberId'>): void {
    const createdAt = fields.createdAt ?? fields.activatedAt ?? new Date();
    this.subscriptions.push(
      standIn<Subscription>({
        creatorId: 'creator-1',
        tierId: 'tier-gold',
        tierName: 'Gold',
        status: 'active',
        createdAt,
        ...fields,
      }),
    );
  }

  private ofCreator(creatorId: string): Subscription[] {
    return this.subscriptions.filter((sub) => sub.creatorId === creatorId);
  }
}

export interface Sale {
  id: string;
  payerId: string;
  creatorId?: string;
  purpose: PaymentPurpose;
  amountCents: number;
  at: Date;
}

/** A sale split as billing splits one: a 3% processor fee and a 20% platform fee. */
function paymentOf(sale: Sale): Payment {
  const processorFeeCents = Math.round(sale.amountCents * 0.03);
  const platformFeeCents = Math.round(sale.amountCents * 0.2);
  return standIn<Payment>({
    _id: sale.id,
    purpose: sale.purpose,
    payerId: sale.payerId,
    creatorId: sale.creatorId ?? 'creator-1',
    amountCents: sale.amountCents,
    currency: 'usd',
    split: {
      processorFeeCents,
      platformFeeCents,
      creatorNetCents: sale.amountCents - processorFeeCents - platformFeeCents,
    },
  });
}

/** A user directory that knows the given users. */
export function directoryOf(
  entries: Array<Pick<DirectoryEntry, 'userId'> & Partial<DirectoryEntry>>,
) {
  const byId = new Map(entries.map((entry) => [entry.userId, entry]));
  return {
    find: (userId: string): Promise<DirectoryEntry | null> => {
      const entry = byId.get(userId);
      return Promise.resolve(
        entry
          ? {
              role: 'subscriber',
              username: null,
              displayName: null,
              accountStatus: 'active',
              isVerified: false,
              ...entry,
            }
          : null,
      );
    },
  };
}
