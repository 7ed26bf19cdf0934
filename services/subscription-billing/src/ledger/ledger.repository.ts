import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import { MongoRepository } from '@tessera/platform';
import type { Model } from 'mongoose';
import { Journal } from './journal.schema';
import { LedgerAccounts } from './ledger-accounts';

export class UnbalancedJournalError extends Error {}

export interface CreatorBalance {
  pendingCents: number;
  availableCents: number;
}

/** The append-only ledger: journals are inserted once and never changed. */
@Injectable()
export class LedgerRepository extends MongoRepository<Journal> {
  constructor(@InjectModel(Journal.name) model: Model<Journal>) {
    super(model);
  }

  /**
   * Posts a journal unless one with its id exists; true when this call posted it. Refuses a
   * journal whose postings do not sum to zero or are not whole cents.
   */
  async post(journal: Journal): Promise<boolean> {
    assertBalanced(journal);
    return this.insertUnlessExists(journal);
  }

  /**
   * Posts journals in one write; those already posted (same key) are skipped and the rest still
   * posted, so posting the same list again posts nothing twice.
   */
  async postAll(journals: Journal[]): Promise<void> {
    journals.forEach(assertBalanced);
    await this.insertEachUnlessExists(journals);
  }

  /** The sum of one account's postings. */
  async balanceOf(account: string): Promise<number> {
    const [row] = await this.model.aggregate<{ total: number }>([
      { $match: { 'postings.account': account } },
      { $unwind: '$postings' },
      { $match: { 'postings.account': account } },
      { $group: { _id: null, total: { $sum: '$postings.amountCents' } } },
    ]);
    return row?.total ?? 0;
  }

  /** A creator's balance split by whether the hold period of each amount has passed. */
  async creatorBalance(creatorId: string, now: Date): Promise<CreatorBalance> {
    const account = LedgerAccounts.creator(creatorId);
    const postings = await this.postingsOf(account);
    let pendingCents = 0;
    let availableCents = 0;
    for (const posting of postings) {
      if (posting.availableAt && posting.availableAt > now) pendingCents += posting.amountCents;
      else availableCents += posting.amountCents;
    }
    return { pendingCents, availableCents };
  }

  /** Every journal touching a creator, oldest first, for earnings and reports. */
  journalsOfCreator(creatorId: string, since?: Date): Promise<Journal[]> {
    return this.model
      .find({ creatorId, ...(since ? { occurredAt: { $gte: since } } : {}) })
      .sort({ occurredAt: 1 })
      .lean<Journal[]>();
  }

  /** Journals a user paid for, newest first. */
  journalsOfPayer(payerId: string, kinds: readonly string[]): Promise<Journal[]> {
    return this.model
      .find({ payerId, kind: { $in: kinds } })
      .sort({ occurredAt: -1 })
      .lean<Journal[]>();
  }

  journalsOf(sourceId: string): Promise<Journal[]> {
    return this.model.find({ sourceId }).lean<Journal[]>();
  }

  private async postingsOf(account: string) {
    const journals = await this.model
      .find({ 'postings.account': account }, { postings: 1 })
      .lean<Pick<Journal, 'postings'>[]>();
    return journals.flatMap((journal) =>
      journal.postings.filter((posting) => posting.account === account),
    );
  }
}

function assertBalanced(journal: Journal): void {
  let sum = 0;
  for (const posting of journal.postings) {
    if (!Number.isSafeInteger(posting.amountCents)) {
      throw new UnbalancedJournalError(
        `journal ${journal._id}: ${posting.amountCents} is not cents`,
      );
    }
    sum += posting.amountCents;
  }
  if (sum !== 0 || journal.postings.length < 2) {
    throw new UnbalancedJournalError(`journal ${journal._id} does not balance (${sum})`);
  }
}
