import { Inject, Injectable } from '@nestjs/common';
import type { EarningsDto } from '@tessera/contracts';
import { SERVICE_CONFIG } from '@tessera/platform';
import type { BillingConfig } from '../config/billing-config';
import type { Journal } from '../ledger/journal.schema';
import { LedgerAccounts } from '../ledger/ledger-accounts';
import { LedgerRepository } from '../ledger/ledger.repository';
import { PayoutAccountsRepository } from '../payouts/payout-accounts.repository';

const DAY_MS = 86_400_000;
export const EARNINGS_DAYS = 30;
/** Journals that move a creator's earnings from sales: the earning and its reversal. */
const SALE_KINDS = new Set(['creator_earning', 'refund', 'dispute']);

/** A creator's balance and earnings over time, all derived from the ledger. */
@Injectable()
export class EarningsService {
  constructor(
    private readonly ledger: LedgerRepository,
    private readonly accounts: PayoutAccountsRepository,
    @Inject(SERVICE_CONFIG) private readonly config: BillingConfig,
  ) {}

  async earnings(creatorId: string, now = new Date()): Promise<EarningsDto> {
    const account = LedgerAccounts.creator(creatorId);
    // One read of the journals gives every figure, so the balance and what was paid out never
    // come from two moments around a payout being posted.
    const [journals, payoutAccount] = await Promise.all([
      this.ledger.journalsOfCreator(creatorId),
      this.accounts.find(creatorId),
    ]);
    const balance = { pendingCents: 0, availableCents: 0 };
    const firstDay = startOfUtcDay(now).getTime() - (EARNINGS_DAYS - 1) * DAY_MS;
    const days = Array.from({ length: EARNINGS_DAYS }, (_, index) => ({
      date: new Date(firstDay + index * DAY_MS).toISOString().slice(0, 10),
      grossCents: 0,
      netCents: 0,
      tipsCents: 0,
    }));
    let lifetimeNetCents = 0;
    let paidOutCents = 0;
    for (const journal of journals) {
      for (const posting of journal.postings) {
        if (posting.account !== account) continue;
        if (posting.availableAt && posting.availableAt > now)
          balance.pendingCents += posting.amountCents;
        else balance.availableCents += posting.amountCents;
      }
      const creatorPart = sumFor(journal, account);
      const day = days[Math.floor((journal.occurredAt.getTime() - firstDay) / DAY_MS)];
      if (SALE_KINDS.has(journal.kind)) {
        lifetimeNetCents += creatorPart;
        if (day) day.netCents += creatorPart;
      } else if (journal.kind === 'charge') {
        const gross = -sumFor(journal, LedgerAccounts.payer(journal.payerId ?? ''));
        if (day) day.grossCents += gross;
        if (day && journal.purpose === 'tip') day.tipsCents += gross;
      } else if (journal.kind === 'payout' && journal._id.endsWith(':transfer')) {
        paidOutCents += sumFor(journal, LedgerAccounts.payouts);
      }
    }
    return {
      currency: this.config.BILLING_CURRENCY.toUpperCase(),
      pendingCents: balance.pendingCents,
      availableCents: balance.availableCents,
      paidOutCents,
      lifetimeNetCents,
      payoutAccountLinked: payoutAccount?.linked ?? false,
      daily: days,
    };
  }
}

export function sumFor(journal: Pick<Journal, 'postings'>, account: string): number {
  let total = 0;
  for (const posting of journal.postings)
    if (posting.account === account) total += posting.amountCents;
  return total;
}

export function startOfUtcDay(at: Date): Date {
  return new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth(), at.getUTCDate()));
}
