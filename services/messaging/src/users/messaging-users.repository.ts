import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import type { SubscriptionState } from '@tessera/contracts';
import {
  APPLIED_EVENTS_FIELD,
  applyEventOnce,
  type ApplyOutcome,
  applySubscriptionState,
  CacheInvalidations,
  MongoRepository,
  type ReadCache,
} from '@tessera/platform';
import type { Model } from 'mongoose';
import { MessagingUser } from './messaging-user.schema';

/**
 * Every send checks its sender's and recipients' plans: each replica keeps the users it read,
 * dropped when an event changes them, and re-read after a minute whatever happened.
 */
const USERS_CACHE = 'users';

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

  /** Records a subscription's state unless a newer one is already known. */
  async applySubscription(eventId: string, reported: SubscriptionState): Promise<ApplyOutcome> {
    const outcome = await applySubscriptionState(this.model, eventId, reported);
    await this.invalidations.invalidate(USERS_CACHE, [reported.subscriberId]);
    return outcome;
  }

  private async read(userIds: string[]): Promise<Map<string, MessagingUser>> {
    const found = await this.model
      .find({ _id: { $in: userIds } }, { [APPLIED_EVENTS_FIELD]: 0 })
      .lean<MessagingUser[]>();
    return new Map(found.map((user) => [user._id, user]));
  }
}
