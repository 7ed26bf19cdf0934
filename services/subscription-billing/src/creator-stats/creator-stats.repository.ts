import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import { MongoRepository } from '@tessera/platform';
import type { Model } from 'mongoose';
import { Journal } from '../ledger/journal.schema';
import { LedgerAccounts } from '../ledger/ledger-accounts';
import { Subscription } from '../subscriptions/subscription.schema';

/** Net earnings per sale purpose (`creator_subscription`, `tip`, `unlock`) in cents. */
export type EarningsByPurpose = Record<string, number>;

export interface FanSpend {
  userId: string;
  spendCents: number;
}

export type SubscriberRow = Pick<
  Subscription,
  '_id' | 'subscriberId' | 'tierId' | 'tierName' | 'status' | 'activatedAt' | 'createdAt'
>;

/** Journals that move a creator's earnings: the earning and the reversals that take it back. */
const EARNING_KINDS = ['creator_earning', 'refund', 'dispute'];
/** Journals that move what a payer paid: the charge and its reversals. */
const SPEND_KINDS = ['charge', 'refund', 'dispute'];
const PAYER_ACCOUNT = /^payer:/;
const SUBSCRIBER_FIELDS = {
  subscriberId: 1,
  tierId: 1,
  tierName: 1,
  status: 1,
  activatedAt: 1,
  createdAt: 1,
};

/**
 * The creator studio's figures, summed by the database from the ledger's journals and the
 * subscriptions: what a creator earned by purpose, who started and stopped paying, and what each
 * fan paid the creator in all.
 */
@Injectable()
export class CreatorStatsRepository extends MongoRepository<Journal> {
  constructor(
    @InjectModel(Journal.name) journals: Model<Journal>,
    @InjectModel(Subscription.name) private readonly subscriptions: Model<Subscription>,
  ) {
    super(journals);
  }

  /** The creator's net earnings since `since`, refunds and disputes deducted, by purpose. */
  async netEarningsSince(creatorId: string, since: Date): Promise<EarningsByPurpose> {
    const account = LedgerAccounts.creator(creatorId);
    const rows = await this.model.aggregate<{ _id: string | null; total: number }>([
      { $match: { creatorId, kind: { $in: EARNING_KINDS }, occurredAt: { $gte: since } } },
      { $unwind: '$postings' },
      { $match: { 'postings.account': account } },
      { $group: { _id: '$purpose', total: { $sum: '$postings.amountCents' } } },
    ]);
    const byPurpose: EarningsByPurpose = {};
    for (const row of rows) if (row._id) byPurpose[row._id] = row.total;
    return byPurpose;
  }

  /** Subscriptions to the creator whose first payment succeeded since `since`. */
  startedSince(creatorId: string, since: Date): Promise<number> {
    return this.subscriptions.countDocuments({ creatorId, activatedAt: { $gte: since } });
  }

  /**
   * Paid subscriptions to the creator that ended since `since` (lapsed, failed, refunded, ...);
   * a checkout abandoned before its first payment lost the creator no one.
   */
  endedSince(creatorId: string, since: Date): Promise<number> {
    return this.subscriptions.countDocuments({
      creatorId,
      endedAt: { $gte: since },
      activatedAt: { $ne: null },
    });
  }

  /**
   * What fans paid the creator in all (subscriptions, tips and unlocks, less what went back),
   * highest first; only `payerIds` when given, and at most `limit` fans.
   */
  async spendByFan(
    creatorId: string,
    options: { payerIds?: readonly string[]; limit?: number },
  ): Promise<FanSpend[]> {
    const match: Record<string, unknown> = { creatorId, kind: { $in: SPEND_KINDS } };
    if (options.payerIds) match.payerId = { $in: [...options.payerIds] };
    const rows = await this.model.aggregate<{ _id: string; paid: number }>([
      { $match: match },
      { $unwind: '$postings' },
      { $match: { 'postings.account': PAYER_ACCOUNT } },
      { $group: { _id: '$payerId', paid: { $sum: '$postings.amountCents' } } },
      // A payer's postings are negative for what they paid and positive for what came back.
      { $sort: { paid: 1, _id: 1 } },
      ...(options.limit ? [{ $limit: options.limit }] : []),
    ]);
    return rows
      .map((row) => ({ userId: row._id, spendCents: -row.paid }))
      .filter((fan) => fan.spendCents > 0);
  }

  /** The creator's subscriptions that were ever paid for, newest first. */
  async subscribersPage(
    creatorId: string,
    page: number,
    limit: number,
  ): Promise<{ items: SubscriberRow[]; total: number }> {
    const filter = { creatorId, activatedAt: { $ne: null } };
    const [items, total] = await Promise.all([
      this.subscriptions
        .find(filter, SUBSCRIBER_FIELDS)
        .sort({ createdAt: -1, _id: 1 })
        .skip((page - 1) * limit)
        .limit(limit)
        .lean<SubscriberRow[]>(),
      this.subscriptions.countDocuments(filter),
    ]);
    return { items, total };
  }
}
