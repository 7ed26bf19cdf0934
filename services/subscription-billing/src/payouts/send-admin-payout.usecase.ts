import { Injectable, NotFoundException } from '@nestjs/common';
import { adminPayout } from '@tessera/rules';
import { UserDirectory } from '../directory/user-directory';
import type { Payout } from './payout.schema';
import { PayoutTransfers } from './payout-transfers';

export const CREATOR_NOT_FOUND = 'Creator not found';

/** A payout an admin makes for a creator: the admin fee, sent at once. */
@Injectable()
export class SendAdminPayoutUseCase {
  constructor(
    private readonly transfers: PayoutTransfers,
    private readonly directory: UserDirectory,
  ) {}

  async execute(creatorId: string, amountCents: number | undefined): Promise<Payout> {
    const creator = await this.directory.find(creatorId);
    if (creator?.role !== 'creator') throw new NotFoundException(CREATOR_NOT_FOUND);
    const payout = await this.transfers.createFromBalance(
      creatorId,
      'admin',
      amountCents,
      (amount, now) => ({ ...adminPayout(amount), scheduledFor: now }),
    );
    return this.transfers.send(payout);
  }
}
