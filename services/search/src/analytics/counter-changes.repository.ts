import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import { isDuplicateKeyError } from '@tessera/platform';
import type { Model } from 'mongoose';
import type { Counts } from '../posts/post-document';
import { Earning, PostCounters } from './post-counters.schema';

/**
 * Turns absolute states (a post's counters, a payment kept or taken back) into changes: each call
 * stores the newer state and answers how much it moved, or null when a newer state was already
 * stored, so a replayed or late event adds nothing.
 */
@Injectable()
export class CounterChangesRepository {
  constructor(
    @InjectModel(PostCounters.name) private readonly counters: Model<PostCounters>,
    @InjectModel(Earning.name) private readonly earnings: Model<Earning>,
  ) {}

  async postCounts(contentId: string, counts: Counts, at: Date): Promise<Counts | null> {
    const before = await this.swap(this.counters, contentId, { ...counts }, at);
    if (before === undefined) return null;
    return {
      likes: counts.likes - (before?.likes ?? 0),
      comments: counts.comments - (before?.comments ?? 0),
      views: counts.views - (before?.views ?? 0),
    };
  }

  /** Cents the creator's earnings moved: the amount when kept, minus it when taken back. */
  async earning(
    id: string,
    amountCents: number,
    revoked: boolean,
    at: Date,
  ): Promise<number | null> {
    const before = await this.swap(this.earnings, id, { amountCents, revoked }, at);
    if (before === undefined) return null;
    const kept = (state: { amountCents: number; revoked: boolean } | null) =>
      state && !state.revoked ? state.amountCents : 0;
    return kept({ amountCents, revoked }) - kept(before);
  }

  /** The stored state before this one (null when there was none), or undefined when it is older. */
  private async swap<T extends { changedAt: Date }>(
    model: Model<T>,
    id: string,
    state: Omit<T, '_id' | 'changedAt'>,
    at: Date,
  ): Promise<T | null | undefined> {
    try {
      return await model
        .findOneAndUpdate(
          { _id: id, changedAt: { $lt: at } },
          { $set: { ...state, changedAt: at } },
          { upsert: true, new: false },
        )
        .lean<T>();
    } catch (error) {
      if (isDuplicateKeyError(error)) return undefined;
      throw error;
    }
  }
}
