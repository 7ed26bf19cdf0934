import { Injectable } from '@nestjs/common';
import type { PayoutAccountDto } from '@tessera/contracts';
import { PaymentProcessor } from '../processor/payment-processor';
import { toPayoutAccountDto } from './payout-account-state';
import { PayoutAccountsRepository } from './payout-accounts.repository';

/**
 * Creates the creator's connected account once (the processor's key makes a retry create none),
 * or, while it cannot be paid, a fresh onboarding link to finish it. Only the processor's
 * `account.updated` event makes it payable.
 */
@Injectable()
export class LinkPayoutAccountUseCase {
  constructor(
    private readonly accounts: PayoutAccountsRepository,
    private readonly processor: PaymentProcessor,
  ) {}

  async execute(creatorId: string): Promise<PayoutAccountDto> {
    const existing = await this.accounts.find(creatorId);
    if (!existing) {
      const created = await this.processor.createPayoutAccount(creatorId);
      const stored = await this.accounts.save({
        _id: creatorId,
        accountId: created.accountId,
        onboardingUrl: created.onboardingUrl,
        linked: false,
      });
      await this.processor.payoutAccountStored(stored.accountId, creatorId);
      return toPayoutAccountDto(stored);
    }
    if (existing.linked) return toPayoutAccountDto(existing);
    const onboardingUrl = await this.processor.onboardingLink(existing.accountId);
    await this.accounts.setOnboardingUrl(creatorId, onboardingUrl);
    return toPayoutAccountDto({ ...existing, onboardingUrl });
  }
}
