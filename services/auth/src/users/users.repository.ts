import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import type { EventEnvelope } from '@tessera/contracts';
import { EmbeddedOutboxStore, OutboxRelay, type WithOutbox } from '@tessera/platform';
import type { Model } from 'mongoose';
import { type PlatformTier, User } from './user.schema';

export type NewUser = Omit<User, 'outbox' | 'createdAt' | 'updatedAt'>;

export type ProfileChanges = Partial<
  Pick<
    User,
    | 'displayName'
    | 'bio'
    | 'avatar'
    | 'coverImage'
    | 'socialLinks'
    | 'setupComplete'
    | 'username'
    | 'usernameKey'
    | 'role'
    | 'isVerified'
  >
>;

/** Every read and write of user documents; events ride in the same document write. */
@Injectable()
export class UsersRepository {
  constructor(
    @InjectModel(User.name) private readonly model: Model<User>,
    private readonly relay: OutboxRelay,
  ) {
    relay.register(new EmbeddedOutboxStore(model as unknown as Model<WithOutbox>));
  }

  async create(user: NewUser, events: EventEnvelope[]): Promise<User> {
    const created = await this.model.create({ ...user, outbox: events });
    this.relay.kick();
    return created.toObject();
  }

  findById(id: string): Promise<User | null> {
    return this.model.findById(id).lean<User>();
  }

  findByEmail(email: string): Promise<User | null> {
    return this.model.findOne({ email: email.toLowerCase() }).lean<User>();
  }

  findByGoogleId(googleId: string): Promise<User | null> {
    return this.model.findOne({ googleId }).lean<User>();
  }

  async usernameTaken(usernameKey: string, exceptUserId?: string): Promise<boolean> {
    const found = await this.model.findOne({ usernameKey }, { _id: 1 }).lean<{ _id: string }>();
    return found !== null && found._id !== exceptUserId;
  }

  async list(page: number, limit: number): Promise<{ users: User[]; total: number }> {
    const [users, total] = await Promise.all([
      this.model
        .find()
        .sort({ createdAt: -1, _id: 1 })
        .skip((page - 1) * limit)
        .limit(limit)
        .lean<User[]>(),
      this.model.countDocuments(),
    ]);
    return { users, total };
  }

  async update(
    id: string,
    changes: ProfileChanges &
      Partial<Pick<User, 'passwordHash' | 'passwordChangedAt' | 'emailVerified' | 'googleId'>>,
    events: EventEnvelope[],
  ): Promise<User | null> {
    const updated = await this.model
      .findOneAndUpdate(
        { _id: id },
        { $set: changes, ...(events.length ? { $push: { outbox: { $each: events } } } : {}) },
        { new: true },
      )
      .lean<User>();
    if (events.length) this.relay.kick();
    return updated;
  }

  async appendEvents(id: string, events: EventEnvelope[]): Promise<void> {
    await this.model.updateOne({ _id: id }, { $push: { outbox: { $each: events } } });
    this.relay.kick();
  }

  /** Records the platform tier billing reported; false when the user does not exist. */
  async applyPlatformTier(userId: string, tier: PlatformTier): Promise<boolean> {
    const result = await this.model.updateOne(
      { _id: userId },
      { $set: { subscriptionTier: tier } },
    );
    return result.matchedCount === 1;
  }
}
