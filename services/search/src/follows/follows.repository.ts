import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import type { SubscriptionState } from '@tessera/contracts';
import { isDuplicateKeyError, MongoRepository } from '@tessera/platform';
import type { Model } from 'mongoose';
import { Follow } from './follow.schema';

/** A subscription gives access, and counts as following, until its period ends or it expires. */
const ACCESS_STATUSES = ['active', 'past_due', 'canceled'];

export function hasAccess(follow: Pick<Follow, 'status' | 'currentPeriodEnd'>, at: Date): boolean {
  return ACCESS_STATUSES.includes(follow.status) && follow.currentPeriodEnd > at;
}

/** Who subscribes to whom, for follower counts and for ranking a viewer's creators first. */
@Injectable()
export class FollowsRepository extends MongoRepository<Follow> {
  constructor(@InjectModel(Follow.name) model: Model<Follow>) {
    super(model);
  }

  /**
   * Keeps the reported state unless a newer one is stored. Answers null for a stale state (it
   * matches no document and collides on the id with the upsert), else whether the subscription gave
   * access before this change.
   */
  async apply(state: SubscriptionState & { creatorId: string }): Promise<boolean | null> {
    try {
      const before = await this.model
        .findOneAndUpdate(
          { _id: state.subscriptionId, changedAt: { $lte: state.changedAt } },
          {
            $set: {
              subscriberId: state.subscriberId,
              creatorId: state.creatorId,
              status: state.status,
              currentPeriodEnd: state.currentPeriodEnd,
              changedAt: state.changedAt,
            },
          },
          { upsert: true, new: false },
        )
        .lean<Follow>();
      return before ? hasAccess(before, state.changedAt) : false;
    } catch (error) {
      if (isDuplicateKeyError(error)) return null;
      throw error;
    }
  }

  async followerCount(creatorId: string, now: Date): Promise<number> {
    return this.model.countDocuments({
      creatorId,
      status: { $in: ACCESS_STATUSES },
      currentPeriodEnd: { $gt: now },
    });
  }

  /** Every creator's follower count, for a rebuild of the people index. */
  async followerCounts(now: Date): Promise<Map<string, number>> {
    const rows = await this.model.aggregate<{ _id: string; count: number }>([
      { $match: { status: { $in: ACCESS_STATUSES }, currentPeriodEnd: { $gt: now } } },
      { $group: { _id: '$creatorId', count: { $sum: 1 } } },
    ]);
    return new Map(rows.map((row) => [row._id, row.count]));
  }

  async activeCount(now: Date): Promise<number> {
    return this.model.countDocuments({
      status: { $in: ACCESS_STATUSES },
      currentPeriodEnd: { $gt: now },
    });
  }

  /** The creators a viewer has access to, for ranking and for whom their searches favour. */
  async followedBy(subscriberId: string, now: Date): Promise<string[]> {
    const rows = await this.model
      .find(
        { subscriberId, status: { $in: ACCESS_STATUSES }, currentPeriodEnd: { $gt: now } },
        { creatorId: 1 },
      )
      .limit(1000)
      .lean<Array<Pick<Follow, 'creatorId'>>>();
    return rows.map((row) => row.creatorId);
  }
}
