import type { Journal } from '../ledger/journal.schema';
import { LedgerAccounts } from '../ledger/ledger-accounts';

/** One sale to a creator as the ledger tells it: its gross, fees and net, and when. */
export interface SaleFact {
  at: Date;
  payerId: string;
  purpose: string;
  tierId?: string;
  contentId?: string;
  /** Positive for a charge, negative for its refund or dispute. */
  grossCents: number;
  processorFeeCents: number;
  creatorNetCents: number;
}

/**
 * Turns a creator's journals into sale facts: each charge counts its gross, processor fee and the
 * creator's earning; each reversal takes back the gross and the earning (the processor keeps its
 * fee). Payout journals are not sales and are skipped.
 */
export function saleFacts(creatorId: string, journals: Journal[]): SaleFact[] {
  const creator = LedgerAccounts.creator(creatorId);
  const bySource = new Map<string, Journal[]>();
  for (const journal of journals) {
    if (!journal.payerId) continue;
    const list = bySource.get(journal.sourceId) ?? [];
    list.push(journal);
    bySource.set(journal.sourceId, list);
  }
  const facts: SaleFact[] = [];
  for (const list of bySource.values()) {
    const charge = list.find((journal) => journal.kind === 'charge');
    if (!charge) continue;
    const payer = LedgerAccounts.payer(charge.payerId as string);
    const common = {
      payerId: charge.payerId as string,
      purpose: charge.purpose ?? 'unknown',
      tierId: charge.tierId,
      contentId: charge.contentId,
    };
    facts.push({
      ...common,
      at: charge.occurredAt,
      grossCents: -sum(charge, payer),
      processorFeeCents: sum(
        list.find((journal) => journal.kind === 'payment_fee'),
        LedgerAccounts.processorFees,
      ),
      creatorNetCents: sum(
        list.find((journal) => journal.kind === 'creator_earning'),
        creator,
      ),
    });
    const reversal = list.find(
      (journal) => journal.kind === 'refund' || journal.kind === 'dispute',
    );
    if (reversal) {
      facts.push({
        ...common,
        at: reversal.occurredAt,
        grossCents: -sum(reversal, payer),
        processorFeeCents: 0,
        creatorNetCents: sum(reversal, creator),
      });
    }
  }
  return facts.sort((a, b) => a.at.getTime() - b.at.getTime());
}

function sum(journal: Pick<Journal, 'postings'> | undefined, account: string): number {
  let total = 0;
  for (const posting of journal?.postings ?? []) {
    if (posting.account === account) total += posting.amountCents;
  }
  return total;
}
