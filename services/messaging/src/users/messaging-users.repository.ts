import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import {
  APPLIED_EVENTS_FIELD,
  applyEventOnce,
  type ApplyOutcome,
  CacheInvalidations,
  MongoRepository,
  type ReadCache,
} from '@tessera/platform';
import type { Model } from 'mongoose';
import { MessagingUser, type SubscriptionState } from './messaging-user.schema';

/**
 * Every send checks its sender's and recipients' plans: each replica keeps the users it read,
 * dropped when an event changes them, and re-read after a minute whatever happened.
 */
const USERS_CACHE = 'users';

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
export class MessagingUsersRepository extends MongoRepository<MessagingUser> {
  private readonly cache: ReadCache<MessagingUser>;

  constructor(
    @InjectModel(MessagingUser.name) model: Model<MessagingUser>,
    private readonly invalidations: CacheInvalidations,
  ) {
    super(model);
    this.cache = invalidations.cache(USERS_CACHE, { maxEntries: 50_000, maxAgeMs: 60_000 });
  }

  async find(userId: string): Promise<MessagingUser | null> {
    const found = await this.findMany([userId]);
    return found.get(userId) ?? null;
  }

  findMany(userIds: readonly string[]): Promise<Map<string, MessagingUser>> {
    return this.cache.getMany(userIds, (missing) => this.read(missing));
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

  async applyProfile(
    eventId: string,
    userId: string,
    fields: ProfileFields,
  ): Promise<ApplyOutcome> {
    const outcome = await applyEventOnce(
      this.model,
      eventId,
      { _id: userId },
      { $set: fields },
      { upsert: true },
    );
    await this.invalidations.invalidate(USERS_CACHE, [userId]);
    return outcome;
  }

  /**
   * Records a subscription's state unless a newer one is already known. A stale state on an
   * existing document matches nothing and, with upsert, collides on `_id`: both mean "ignored".
   */
  async applySubscription(
    eventId: string,
    subscriberId: string,
    creatorId: string | undefined,
    state: SubscriptionState,
  ): Promise<ApplyOutcome> {
    assertSafeId(subscriberId, 'subscriber id');
    if (creatorId) assertSafeId(creatorId, 'creator id');
    const path = creatorId ? `creators.${creatorId}` : 'platform';
    const outcome = await applyEventOnce(
      this.model,
      eventId,
      {
        _id: subscriberId,
        $or: [{ [path]: null }, { [`${path}.changedAt`]: { $lte: state.changedAt } }],
      },
      { $set: { [path]: state } },
      { upsert: true },
    );
    await this.invalidations.invalidate(USERS_CACHE, [subscriberId]);
    return outcome;
  }

  private async read(userIds: string[]): Promise<Map<string, MessagingUser>> {
    const found = await this.model
      .find({ _id: { $in: userIds } }, { [APPLIED_EVENTS_FIELD]: 0 })
      .lean<MessagingUser[]>();
    return new Map(found.map((user) => [user._id, user]));
  }
}
