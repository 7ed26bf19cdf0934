import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import type { AccountStatus } from '@tessera/contracts';
import { MongoRepository } from '@tessera/platform';
import type { Model } from 'mongoose';
import { AccountStatusRecord } from './account-status.schema';

const WITHDRAWN: AccountStatus[] = ['suspended', 'banned'];
/** How long a replica lists withdrawn accounts from memory; its own changes apply at once. */
const LIST_MS = 2_000;

/**
 * Suspended and banned accounts, which every query leaves out: kept apart from the indices so
 * that a suspension hides a creator's profile and every post at once, and a rebuilt index
 * cannot bring them back.
 */
@Injectable()
export class WithdrawnAccountsRepository extends MongoRepository<AccountStatusRecord> {
  private listed: { ids: string[]; until: number } | null = null;

  constructor(@InjectModel(AccountStatusRecord.name) model: Model<AccountStatusRecord>) {
    super(model);
  }

  /** Records a status unless a newer one is stored; a replay changes nothing. */
  async apply(userId: string, status: AccountStatus, changedAt: Date): Promise<void> {
    const stored = await this.insertUnlessExists({ _id: userId, status, changedAt });
    if (!stored) {
      await this.model.updateOne(
        { _id: userId, changedAt: { $lte: changedAt } },
        { $set: { status, changedAt } },
      );
    }
    this.listed = null;
  }

  async ids(): Promise<string[]> {
    if (this.listed && this.listed.until > Date.now()) return this.listed.ids;
    const found = await this.model
      .find({ status: { $in: WITHDRAWN } }, { _id: 1 })
      .lean<Array<Pick<AccountStatusRecord, '_id'>>>();
    this.listed = { ids: found.map((record) => record._id), until: Date.now() + LIST_MS };
    return this.listed.ids;
  }
}
