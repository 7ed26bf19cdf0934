import { Injectable, Logger } from '@nestjs/common';
import { MINIMUM_PAYOUT_CENTS } from '@tessera/rules';
import { LedgerRepository } from '../ledger/ledger.repository';
import { PayoutAccountsRepository } from './payout-accounts.repository';
import { type CreatorHold, PayoutHolds } from './payout-holds';
import { payoutReversalJournal } from './payout-journals';
import { PayoutTransfers } from './payout-transfers';
import type { StoredPayoutHold } from './payout.schema';
import { PayoutsRepository } from './payouts.repository';

/** Payouts handled per read of the due ones. */
const DUE_BATCH = 100;

export interface PayoutRunResult {
  sent: number;
  scheduled: number;
  /** Payouts the run kept back, each with its hold's reason stored on it. */
  held: number;
  /** Payouts the platform had held whose cause is gone, scheduled again. */
  released: number;
}

const platformHold = (cause: CreatorHold, now: Date): StoredPayoutHold => ({
  ...cause,
  heldBy: null,
  heldAt: now,
});

/**
 * The weekly run: schedules again the payouts the platform held whose cause is gone, sends every
 * payout whose date has come, then pays each linked creator's whole available balance of at least
 * the minimum, without a fee. A creator who may not be paid (see `PayoutHolds`) is skipped: their
 * due payouts and this week's payout are held, with the cause stored on each. `runId` names the
 * run, so a retried run pays once.
 */
@Injectable()
export class RunPayoutScheduleUseCase {
  private readonly logger = new Logger(RunPayoutScheduleUseCase.name);

  constructor(
    private readonly payouts: PayoutsRepository,
    private readonly accounts: PayoutAccountsRepository,
    private readonly ledger: LedgerRepository,
    private readonly transfers: PayoutTransfers,
    private readonly holds: PayoutHolds,
  ) {}

  async execute(runId: string, now = new Date()): Promise<PayoutRunResult> {
    // A crash between marking a payout failed and posting its reversal is repaired here.
    for (const payout of await this.payouts.failed(1000)) {
      await this.ledger.post(payoutReversalJournal(payout, payout.settledAt ?? now));
    }
    const result: PayoutRunResult = { sent: 0, scheduled: 0, held: 0, released: 0 };
    for (const payout of await this.payouts.heldByPlatform(1000)) {
      if (
        !(await this.holds.of(payout.creatorId)) &&
        (await this.payouts.release(payout._id, []))
      ) {
        result.released += 1;
      }
    }
    for (;;) {
      const due = await this.payouts.due(now, DUE_BATCH);
      for (const payout of due) {
        const cause = await this.holds.of(payout.creatorId);
        if (cause) {
          if (await this.payouts.hold(payout._id, platformHold(cause, now), [])) result.held += 1;
          this.logger.log(`payout ${payout._id} held: ${cause.reason}`);
        } else if ((await this.transfers.send(payout)).status === 'paid') {
          result.sent += 1;
        }
      }
      if (due.length < DUE_BATCH) break;
    }
    for (const account of await this.accounts.linked()) {
      const cause = await this.holds.of(account._id);
      const payout = await this.payouts.withCreatorLock(account._id, async () => {
        const { availableCents } = await this.ledger.creatorBalance(account._id, now);
        if (availableCents < MINIMUM_PAYOUT_CENTS) return null;
        return this.transfers.record(
          `weekly-${runId}-${account._id}`,
          account._id,
          'schedule',
          availableCents,
          { feeCents: 0, netCents: availableCents, scheduledFor: now },
          cause ? platformHold(cause, now) : undefined,
        );
      });
      if (!payout) continue;
      if (cause) {
        result.held += 1;
        this.logger.log(`creator ${account._id} skipped: ${cause.reason}`);
      } else {
        result.scheduled += 1;
        await this.transfers.send(payout);
      }
    }
    return result;
  }
}
