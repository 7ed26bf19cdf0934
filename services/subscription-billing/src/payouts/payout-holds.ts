import { Injectable } from '@nestjs/common';
import { type PayoutHoldCode, VERIFY_BEFORE_PAYOUT } from '@tessera/contracts';
import { forbidden, PlatformSettingsReader } from '@tessera/platform';
import { UserDirectory } from '../directory/user-directory';

/** A cause the platform finds for keeping a creator's payouts back, with what it tells admins. */
export interface CreatorHold {
  code: Exclude<PayoutHoldCode, 'admin'>;
  reason: string;
}

export const UNDER_REVIEW = 'The creator account is under review';
export const SUSPENDED = 'The creator account is suspended or banned';
export const NOT_VERIFIED = 'The creator is not verified and the platform requires it for payouts';

/**
 * Whether a creator may be paid out now. An account under review, suspended or banned is never
 * paid; an unverified one is not while `payments.verificationRequiredForPayout` is on. A dispute
 * reserve will be one more cause here once disputes exist.
 */
@Injectable()
export class PayoutHolds {
  constructor(
    private readonly directory: UserDirectory,
    private readonly settings: PlatformSettingsReader,
  ) {}

  /** The first cause that keeps the creator's payouts back; null when they may be paid. */
  async of(creatorId: string): Promise<CreatorHold | null> {
    const creator = await this.directory.find(creatorId);
    const status = creator?.accountStatus ?? 'active';
    if (status === 'pending') return { code: 'under_review', reason: UNDER_REVIEW };
    if (status === 'suspended' || status === 'banned') {
      return { code: 'suspended', reason: SUSPENDED };
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
