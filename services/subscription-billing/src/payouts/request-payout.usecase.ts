import { Injectable } from '@nestjs/common';
import { payoutRequest } from '@tessera/rules';
import { PayoutHolds } from './payout-holds';
import type { Payout } from './payout.schema';
import { PayoutTransfers } from './payout-transfers';

/**
 * A creator's own payout request: the amount asked for, or the whole available balance, with
 * the request fee, sent once its delay has passed (by the weekly run). An unverified creator is
 * told to get verified first, before anything about the balance, when the platform requires it.
 */
@Injectable()
export class RequestPayoutUseCase {
  constructor(
    private readonly transfers: PayoutTransfers,
    private readonly holds: PayoutHolds,
  ) {}

  async execute(creatorId: string, amountCents: number | undefined): Promise<Payout> {
    await this.holds.requireVerified(creatorId);
    return this.transfers.createFromBalance(creatorId, 'request', amountCents, (amount, now) =>
      payoutRequest(amount, now),
    );
  }
}
