import { Injectable } from '@nestjs/common';
import { MINIMUM_PAYOUT_CENTS } from '@tessera/rules';
import { LedgerRepository } from '../ledger/ledger.repository';
import { PayoutAccountsRepository } from './payout-accounts.repository';
import { payoutReversalJournal } from './payout-journals';
import { PayoutTransfers } from './payout-transfers';
import { PayoutsRepository } from './payouts.repository';

/** Payouts handled per read of the due ones. */
const DUE_BATCH = 100;

/**
 * The weekly run: sends every payout whose date has come, then pays each linked creator's whole
 * available balance of at least the minimum, without a fee. `runId` names the run, so a retried
 * run pays once.
 */
@Injectable()
export class RunPayoutScheduleUseCase {
  constructor(
    private readonly payouts: PayoutsRepository,
    private readonly accounts: PayoutAccountsRepository,
    private readonly ledger: LedgerRepository,
    private readonly transfers: PayoutTransfers,
  ) {}

  async execute(runId: string, now = new Date()): Promise<{ sent: number; scheduled: number }> {
    // A crash between marking a payout failed and posting its reversal is repaired here.
    for (const payout of await this.payouts.failed(1000)) {
      await this.ledger.post(payoutReversalJournal(payout, payout.settledAt ?? now));
    }
    let sent = 0;
    for (;;) {
      const due = await this.payouts.due(now, DUE_BATCH);
      for (const payout of due) {
        if ((await this.transfers.send(payout)).status === 'paid') sent += 1;
      }
      if (due.length < DUE_BATCH) break;
    }
    let scheduled = 0;
    for (const account of await this.accounts.linked()) {
      const payout = await this.payouts.withCreatorLock(account._id, async () => {
        const { availableCents } = await this.ledger.creatorBalance(account._id, now);
        if (availableCents < MINIMUM_PAYOUT_CENTS) return null;
        return this.transfers.record(
          `weekly-${runId}-${account._id}`,
          account._id,
          'schedule',
          availableCents,
          { feeCents: 0, netCents: availableCents, scheduledFor: now },
        );
      });
      if (payout) {
        scheduled += 1;
        await this.transfers.send(payout);
      }
    }
    return { sent, scheduled };
  }
}
