import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import type { Model } from 'mongoose';
import type { ReportedAccountState } from './payout-account-state';
import { PayoutAccount } from './payout-account.schema';

@Injectable()
export class PayoutAccountsRepository {
  constructor(@InjectModel(PayoutAccount.name) private readonly model: Model<PayoutAccount>) {}

  find(creatorId: string): Promise<PayoutAccount | null> {
    return this.model.findById(creatorId).lean<PayoutAccount>();
  }

  findByAccountId(accountId: string): Promise<PayoutAccount | null> {
    return this.model.findOne({ accountId }).lean<PayoutAccount>();
  }

  /** Stores the account unless the creator has one; the first stored wins. */
  async save(
    account: Pick<PayoutAccount, '_id' | 'accountId' | 'onboardingUrl' | 'linked'>,
  ): Promise<PayoutAccount> {
    await this.model.updateOne({ _id: account._id }, { $setOnInsert: account }, { upsert: true });
    return (await this.find(account._id)) as PayoutAccount;
  }

  async setOnboardingUrl(creatorId: string, onboardingUrl: string): Promise<void> {
    await this.model.updateOne({ _id: creatorId }, { $set: { onboardingUrl } });
  }

  /**
   * Applies a state the processor reported at `at`, unless a state reported later is stored:
   * a compare-and-set on the stored report time, so concurrent deliveries keep the newest.
   * Reports of the same second apply in the order they arrive. False when nothing changed.
   */
  async applyState(creatorId: string, state: ReportedAccountState, at: Date): Promise<boolean> {
    for (;;) {
      const current = await this.find(creatorId);
      if (!current) return false;
      const storedAt = current.stateAt ?? null;
      if (storedAt && storedAt.getTime() > at.getTime()) return false;
      const result = await this.model.updateOne(
        { _id: creatorId, stateAt: storedAt },
        { $set: { ...state, stateAt: at } },
      );
      if (result.matchedCount > 0) return true;
    }
  }

  /** Creators whose payouts can be sent: few, read once a week. */
  linked(): Promise<PayoutAccount[]> {
    return this.model.find({ linked: true }).lean<PayoutAccount[]>();
  }
}
