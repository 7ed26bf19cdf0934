import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import type { Model } from 'mongoose';
import { PayoutAccount } from './payout-account.schema';

@Injectable()
export class PayoutAccountsRepository {
  constructor(@InjectModel(PayoutAccount.name) private readonly model: Model<PayoutAccount>) {}

  find(creatorId: string): Promise<PayoutAccount | null> {
    return this.model.findById(creatorId).lean<PayoutAccount>();
  }

  /** Stores the account unless the creator has one; the first stored wins. */
  async save(account: Omit<PayoutAccount, 'createdAt'>): Promise<PayoutAccount> {
    await this.model.updateOne({ _id: account._id }, { $setOnInsert: account }, { upsert: true });
    return (await this.find(account._id)) as PayoutAccount;
  }

  /** Creators whose payouts can be sent: few, read once a week. */
  linked(): Promise<PayoutAccount[]> {
    return this.model.find({ linked: true }).lean<PayoutAccount[]>();
  }
}
