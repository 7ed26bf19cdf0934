import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import {
  type AccountStatus,
  type EventEnvelope,
  PROFILE_IMAGE_PATH,
  type VerificationStatus,
} from '@tessera/contracts';
import { OutboxRelay, OutboxRepository } from '@tessera/platform';
import type { Role } from '@tessera/rules';
import type { Model } from 'mongoose';
import { UserProfileCache } from './user-profile.cache';
import { type PlatformTier, User } from './user.schema';

/** A picture address that is not one of the platform's own profile images. */
const EXTERNAL_PICTURE = new RegExp(
  `^(?!${PROFILE_IMAGE_PATH.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}).`,
);

export type NewUser = Omit<User, 'createdAt' | 'updatedAt'>;

export type ProfileChanges = Partial<
  Pick<
    User,
    | 'displayName'
    | 'bio'
    | 'avatar'
    | 'coverImage'
    | 'socialLinks'
    | 'setupComplete'
    | 'showSubscriberCount'
    | 'showOnlineStatus'
    | 'showInSearch'
    | 'username'
    | 'usernameKey'
    | 'role'
    | 'isVerified'
    | 'verificationStatus'
  >
>;

/** A status to move an account to, with the admin's reason; a ban also files the reason. */
export interface StatusChange {
  status: AccountStatus;
  reason: string;
  changedAt: Date;
}

/** Matches accounts with this status, counting those stored before statuses existed as active. */
function withStatus(status: AccountStatus): Record<string, unknown> {
  return { status: status === 'active' ? { $in: ['active', null] } : status };
}

/** Matches accounts with this verification status, reading older ones from `isVerified`. */
function withVerificationStatus(status: VerificationStatus): Record<string, unknown> {
  const legacy =
    status === 'verified' || status === 'none'
      ? [{ verificationStatus: null, isVerified: status === 'verified' }]
      : [];
  return { $or: [{ verificationStatus: status }, ...legacy] };
}

/** What the export reads of an account: its public profile, never its email or credentials. */
const EXPORTED_FIELDS = {
  username: 1,
  displayName: 1,
  role: 1,
  bio: 1,
  avatar: 1,
  coverImage: 1,
  isVerified: 1,
  status: 1,
  verificationStatus: 1,
  flaggedReasons: 1,
  deletedAt: 1,
  createdAt: 1,
  updatedAt: 1,
};

/** Every read and write of user documents; events ride in the same document write. */
@Injectable()
export class UsersRepository extends OutboxRepository<User> {
  constructor(
    @InjectModel(User.name) model: Model<User>,
    relay: OutboxRelay,
    private readonly profiles: UserProfileCache,
  ) {
    super(model, relay);
  }

  create(user: NewUser, events: EventEnvelope[]): Promise<User> {
    return this.insertWithEvents(user, events);
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

  /** Accounts in `_id` order after `after`: one page of the export search rebuilds from. */
  exportPage(after: string | undefined, limit: number) {
    return this.pageAfter({}, after, limit, EXPORTED_FIELDS);
  }

  /**
   * A page of accounts, newest first; with `role`, of that role only, and without suspended or
   * banned accounts (strangers' lists).
   */
  async list(page: number, limit: number, role?: Role): Promise<{ users: User[]; total: number }> {
    const filter =
      role === undefined
        ? {}
        : { role, status: { $nin: ['suspended', 'banned'] }, deletedAt: null };
    const [users, total] = await Promise.all([
      this.model
        .find(filter)
        .sort({ createdAt: -1, _id: 1 })
        .skip((page - 1) * limit)
        .limit(limit)
        .lean<User[]>(),
      this.model.countDocuments(filter),
    ]);
    return { users, total };
  }

  async update(
    id: string,
    changes: ProfileChanges &
      Partial<
        Pick<
          User,
          | 'passwordHash'
          | 'passwordChangedAt'
          | 'emailVerified'
          | 'googleId'
          | 'email'
          | 'deletedAt'
        >
      >,
    events: EventEnvelope[],
  ): Promise<User | null> {
    const updated = await this.findAndUpdateWithEvents({ _id: id }, { $set: changes }, events);
    await this.profiles.evict(id);
    return updated;
  }

  /**
   * Moves the account from status `from` to the change's status with its events, in one write that
   * happens only if the account still has `from`: of two racing changes one wins. Null when the
   * account no longer has `from` (or does not exist).
   */
  async changeStatus(
    id: string,
    from: AccountStatus,
    change: StatusChange,
    events: EventEnvelope[],
  ): Promise<User | null> {
    const { status, reason, changedAt } = change;
    const updated = await this.findAndUpdateWithEvents(
      { _id: id, ...withStatus(from) },
      {
        $set: { status, statusReason: reason, statusChangedAt: changedAt },
        ...(status === 'banned' ? { $push: { flaggedReasons: reason } } : {}),
      },
      events,
    );
    await this.profiles.evict(id);
    return updated;
  }

  /**
   * Sets the verification status and `isVerified` with their events, only if the account is still
   * at `from`; null when it no longer is (or does not exist).
   */
  async changeVerification(
    id: string,
    from: VerificationStatus,
    to: VerificationStatus,
    events: EventEnvelope[],
  ): Promise<User | null> {
    const updated = await this.findAndUpdateWithEvents(
      { _id: id, ...withVerificationStatus(from) },
      { $set: { verificationStatus: to, isVerified: to === 'verified' } },
      events,
    );
    await this.profiles.evict(id);
    return updated;
  }

  /** Accounts whose avatar or cover is an address of another host, at most `limit`. */
  withExternalPictures(limit: number): Promise<User[]> {
    return this.model
      .find({ $or: [{ avatar: EXTERNAL_PICTURE }, { coverImage: EXTERNAL_PICTURE }] })
      .limit(limit)
      .lean<User[]>();
  }

  /**
   * Clears pictures with their events, only while each still holds the address that was read:
   * of two replicas clearing the same account, one writes. False when the other did.
   */
  async clearPictures(
    id: string,
    stored: Partial<Pick<User, 'avatar' | 'coverImage'>>,
    events: EventEnvelope[],
  ): Promise<boolean> {
    const cleared = Object.fromEntries(Object.keys(stored).map((field) => [field, '']));
    const updated = await this.findAndUpdateWithEvents(
      { _id: id, ...stored },
      { $set: cleared },
      events,
      { projection: { _id: 1 } },
    );
    await this.profiles.evict(id);
    return updated !== null;
  }

  async appendEvents(id: string, events: EventEnvelope[]): Promise<void> {
    await this.updateWithEvents({ _id: id }, {}, events);
  }

  /** Records the platform tier billing reported; false when the user does not exist. */
  /**
   * Stores a platform plan state billing reported, unless the user holds a newer one. With
   * `sameSubscription`, only a state of the plan the user holds now applies (a late cancellation
   * or expiry of a plan already replaced changes nothing). False when the user does not exist.
   */
  async applyPlatformTier(
    userId: string,
    tier: PlatformTier & { changedAt: Date },
    options: { sameSubscription?: boolean } = {},
  ): Promise<boolean> {
    const user = await this.model.findById(userId, { subscriptionTier: 1 }).lean<User>();
    if (!user) return false;
    const current = user.subscriptionTier;
    const older = current?.changedAt && new Date(current.changedAt) > tier.changedAt;
    const otherPlan = options.sameSubscription && current?.subscriptionId !== tier.subscriptionId;
    if (older || otherPlan) return true;
    await this.model.updateOne({ _id: userId }, { $set: { subscriptionTier: tier } });
    await this.profiles.evict(userId);
    return true;
  }
}
