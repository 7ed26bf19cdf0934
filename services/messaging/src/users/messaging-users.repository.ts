import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import { applyEventOnce, type ApplyOutcome } from '@tessera/platform';
import type { Model } from 'mongoose';
import { MessagingUser, type SubscriptionState } from './messaging-user.schema';

/** Ids become field names below, so only plain id characters are accepted. */
const SAFE_ID = /^[A-Za-z0-9_-]{1,64}$/;

function assertSafeId(id: string, what: string): void {
  if (!SAFE_ID.test(id)) throw new Error(`${what} '${id}' is not a plain id`);
}

type ProfileFields = Partial<
  Pick<MessagingUser, 'role' | 'username' | 'displayName' | 'avatar' | 'email'>
>;

/** The users read model: one document per user, written only by auth's and billing's events. */
@Injectable()
export class MessagingUsersRepository {
  constructor(@InjectModel(MessagingUser.name) private readonly model: Model<MessagingUser>) {}

  find(userId: string): Promise<MessagingUser | null> {
    return this.model.findById(userId, { appliedEvents: 0 }).lean<MessagingUser>();
  }

  async findMany(userIds: readonly string[]): Promise<Map<string, MessagingUser>> {
    const unique = [...new Set(userIds)];
    if (unique.length === 0) return new Map();
    const found = await this.model
      .find({ _id: { $in: unique } }, { appliedEvents: 0 })
      .lean<MessagingUser[]>();
    return new Map(found.map((user) => [user._id, user]));
  }

  /**
   * The platform's admins, who answer support requests. Not a lookup by id: with MongoDB it is
   * served by the role index; the local database scans, which a rare support request can afford.
   */
  async adminIds(limit: number): Promise<string[]> {
    const admins = await this.model
      .find({ role: 'admin' }, { _id: 1 })
      .limit(limit)
      .lean<Pick<MessagingUser, '_id'>[]>();
    return admins.map((admin) => admin._id);
  }

  applyProfile(eventId: string, userId: string, fields: ProfileFields): Promise<ApplyOutcome> {
    return applyEventOnce(this.model, eventId, { _id: userId }, { $set: fields }, { upsert: true });
  }

  /**
   * Records a subscription's state unless a newer one is already known. A stale state on an
   * existing document matches nothing and, with upsert, collides on `_id`: both mean "ignored".
   */
  applySubscription(
    eventId: string,
    subscriberId: string,
    creatorId: string | undefined,
    state: SubscriptionState,
  ): Promise<ApplyOutcome> {
    assertSafeId(subscriberId, 'subscriber id');
    if (creatorId) assertSafeId(creatorId, 'creator id');
    const path = creatorId ? `creators.${creatorId}` : 'platform';
    return applyEventOnce(
      this.model,
      eventId,
      {
        _id: subscriberId,
        $or: [{ [path]: null }, { [`${path}.changedAt`]: { $lte: state.changedAt } }],
      },
      { $set: { [path]: state } },
      { upsert: true },
    );
  }
}
