import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import type { SubscriptionState } from '@tessera/contracts';
import { applyEventOnce, type ApplyOutcome } from '@tessera/platform';
import type { Model } from 'mongoose';
import { AudienceMember } from './audience-member.schema';

/** Statuses that keep access until the period ends; past_due and expired give none. */
const ACCESS_STATUSES: ReadonlySet<string> = new Set(['active', 'canceled']);

export function audienceKey(creatorId: string, subscriberId: string): string {
  return `${creatorId}:${subscriberId}`;
}

/** The audience index: who subscribes to which creator, on which tier, with access until when. */
@Injectable()
export class BroadcastAudienceRepository {
  constructor(@InjectModel(AudienceMember.name) private readonly model: Model<AudienceMember>) {}

  /**
   * Records a creator subscription's state once per event id, unless a newer state is already
   * known: a stale state matches nothing and, with upsert, collides on `_id`; both are ignored.
   */
  apply(eventId: string, state: SubscriptionState): Promise<ApplyOutcome> | null {
    const { creatorId, subscriberId } = state;
    if (!creatorId) return null;
    const member: Omit<AudienceMember, '_id'> = {
      creatorId,
      subscriberId,
      tierId: state.tierId,
      status: state.status,
      accessUntil: ACCESS_STATUSES.has(state.status) ? state.currentPeriodEnd : null,
      changedAt: state.changedAt,
    };
    return applyEventOnce(
      this.model,
      eventId,
      {
        _id: audienceKey(creatorId, subscriberId),
        $or: [{ changedAt: { $exists: false } }, { changedAt: { $lte: state.changedAt } }],
      },
      { $set: member },
      { upsert: true },
    );
  }

  /** Subscriber ids with access at `now`, on any tier or on one of `tierIds`. */
  async subscriberIds(
    creatorId: string,
    tierIds: readonly string[] | null,
    now: Date,
  ): Promise<string[]> {
    const members = await this.model
      .find(
        {
          creatorId,
          accessUntil: { $gt: now },
          ...(tierIds ? { tierId: { $in: [...tierIds] } } : {}),
        },
        { subscriberId: 1 },
      )
      .lean<Pick<AudienceMember, 'subscriberId'>[]>();
    return [...new Set(members.map((member) => member.subscriberId))].sort();
  }
}
