import { Inject, Injectable } from '@nestjs/common';
import { type PayoutHoldCode, VERIFY_BEFORE_PAYOUT } from '@tessera/contracts';
import { forbidden, PlatformSettingsReader } from '@tessera/platform';
import { UserDirectory } from '../directory/user-directory';
import { LedgerAccounts } from '../ledger/ledger-accounts';
import { LedgerRepository } from '../ledger/ledger.repository';

/** A cause the platform finds for keeping a creator's payouts back, with what it tells admins. */
export interface CreatorHold {
  code: Exclude<PayoutHoldCode, 'admin'>;
  reason: string;
}

export const UNDER_REVIEW = 'The creator account is under review';
export const SUSPENDED = 'The creator account is suspended or banned';
export const NOT_VERIFIED = 'The creator is not verified and the platform requires it for payouts';
export const DISPUTE_RESERVE = 'The creator owes a reserve for a dispute not yet decided';

/**
 * Whether a creator may be paid out now. An account under review, suspended or banned is never
 * paid, nor one whose earnings from a disputed payment sit in the dispute reserve until the bank
 * decides; an unverified one is not while `payments.verificationRequiredForPayout` is on.
 */
@Injectable()
export class PayoutHolds {
  constructor(
    private readonly directory: UserDirectory,
    private readonly settings: PlatformSettingsReader,
    @Inject(LedgerRepository) private readonly ledger: Pick<LedgerRepository, 'balanceOf'>,
  ) {}

  /** The first cause that keeps the creator's payouts back; null when they may be paid. */
  async of(creatorId: string): Promise<CreatorHold | null> {
    const creator = await this.directory.find(creatorId);
    const status = creator?.accountStatus ?? 'active';
    if (status === 'pending') return { code: 'under_review', reason: UNDER_REVIEW };
    if (status === 'suspended' || status === 'banned') {
      return { code: 'suspended', reason: SUSPENDED };
    }
    if ((await this.ledger.balanceOf(LedgerAccounts.disputeReserve(creatorId))) > 0) {
      return { code: 'dispute_reserve', reason: DISPUTE_RESERVE };
    }
    if (!creator?.isVerified && (await this.verificationRequired())) {
      return { code: 'not_verified', reason: NOT_VERIFIED };
    }
    return null;
  }

  /** Refuses a payout request, with where to get verified, while verification is missing. */
  async requireVerified(creatorId: string): Promise<void> {
    if (!(await this.verificationRequired())) return;
    const creator = await this.directory.find(creatorId);
    if (!creator?.isVerified) throw forbidden(VERIFY_BEFORE_PAYOUT);
  }

  private async verificationRequired(): Promise<boolean> {
    return (await this.settings.current()).payments.verificationRequiredForPayout;
  }
}
