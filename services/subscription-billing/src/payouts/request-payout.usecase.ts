import { Injectable } from '@nestjs/common';
import { payoutRequest } from '@tessera/rules';
import type { Payout } from './payout.schema';
import { PayoutTransfers } from './payout-transfers';

/**
 * A creator's own payout request: the amount asked for, or the whole available balance, with
 * the request fee, sent once its delay has passed (by the weekly run).
 */
@Injectable()
export class RequestPayoutUseCase {
  constructor(private readonly transfers: PayoutTransfers) {}

  execute(creatorId: string, amountCents: number | undefined): Promise<Payout> {
    return this.transfers.createFromBalance(creatorId, 'request', amountCents, (amount, now) =>
      payoutRequest(amount, now),
    );
  }
}
