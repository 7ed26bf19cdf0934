import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import type {
  AccountStatus,
  AdminUserListQuery,
  EventEnvelope,
  ExportedUser,
  UserUpdatedChanges,
} from '@tessera/contracts';
import { applyEventOnce, OutboxRelay, OutboxRepository } from '@tessera/platform';
import type { Role } from '@tessera/rules';
import type { FilterQuery, Model } from 'mongoose';
import { AdminUser } from './admin-user.schema';
import type { TallyField } from './user-tally.schema';

export interface RegisteredUser {
  userId: string;
  email: string;
  username: string;
  displayName: string;
  role: Role;
  createdAt: Date;
}

export interface StatusChange {
  userId: string;
  role: Role;
  status: AccountStatus;
  reason: string;
  changedAt: Date;
}

const escapeRegex = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * How many first characters of a key make its bucket. A search of at least this many characters
 * reads one bucket instead of every account: the local database's indexes answer equality only,
 * not a prefix match.
 */
const SEARCH_BUCKET_LENGTH = 3;

export function searchKeysOf(user: {
  email?: string | null;
  username?: string;
  displayName?: string;
}): Pick<AdminUser, 'searchKeys' | 'searchBuckets'> {
  const keys = [user.email, user.username, user.displayName]
    .filter((key): key is string => Boolean(key))
    .map((key) => key.toLowerCase());
  return {
    searchKeys: [...new Set(keys)],
    searchBuckets: [...new Set(keys.map((key) => key.slice(0, SEARCH_BUCKET_LENGTH)))],
  };
}

/** Applies a change only when nothing newer of its kind is stored. */
const notNewerThan = (field: 'profileChangedAt' | 'statusChangedAt', at: Date) => ({
  $or: [{ [field]: { $exists: false } }, { [field]: null }, { [field]: { $lte: at } }],
});

/** Documents of accounts the model has heard of from auth, not only from other services' events. */
const KNOWN_ACCOUNT = { username: { $exists: true } };

@Injectable()
export class AdminUsersRepository extends OutboxRepository<AdminUser> {
  constructor(@InjectModel(AdminUser.name) model: Model<AdminUser>, relay: OutboxRelay) {
    super(model, relay);
  }

  async applyRegistration(eventId: string, user: RegisteredUser): Promise<void> {
    await applyEventOnce(
      this.model,
      eventId,
      { _id: user.userId, ...notNewerThan('profileChangedAt', user.createdAt) },
      {
        $set: {
          email: user.email,
          username: user.username,
          displayName: user.displayName,
          role: user.role,
          createdAt: user.createdAt,
          profileChangedAt: user.createdAt,
          ...searchKeysOf(user),
        },
      },
      { upsert: true },
    );
  }

  /** Profile fields from `user.updated`; the search keys follow a new username or name. */
  async applyProfile(
    eventId: string,
    userId: string,
    changes: UserUpdatedChanges,
    at: Date,
  ): Promise<void> {
    const current = await this.model.findById(userId).lean<AdminUser>();
    if (!current) return;
    const set: Partial<AdminUser> = { profileChangedAt: at };
    if (changes.displayName !== undefined) set.displayName = changes.displayName;
    if (changes.username !== undefined) set.username = changes.username;
    if (changes.avatar !== undefined) set.avatar = changes.avatar;
    if (changes.role !== undefined) set.role = changes.role;
    if (changes.isVerified !== undefined) {
      set.isVerified = changes.isVerified;
      if (changes.isVerified) set.verificationStatus = 'verified';
      else if (current.verificationStatus === 'verified') set.verificationStatus = 'none';
    }
    if (changes.verificationStatus !== undefined)
      set.verificationStatus = changes.verificationStatus;
    Object.assign(set, searchKeysOf({ ...current, ...set }));
    await applyEventOnce(
      this.model,
      eventId,
      { _id: userId, ...notNewerThan('profileChangedAt', at) },
      { $set: set },
    );
  }

  /** A ban appends its reason to the account's flagged reasons, once. */
  async applyStatus(eventId: string, change: StatusChange): Promise<void> {
    await applyEventOnce(
      this.model,
      eventId,
      { _id: change.userId, ...notNewerThan('statusChangedAt', change.changedAt) },
      {
        $set: { status: change.status, role: change.role, statusChangedAt: change.changedAt },
        ...(change.status === 'banned' ? { $push: { flaggedReasons: change.reason } } : {}),
      },
      { upsert: true },
    );
  }

  async applySignIn(eventId: string, userId: string, at: Date, ipAddress: string | null) {
    await applyEventOnce(
      this.model,
      eventId,
      {
        _id: userId,
        $or: [{ lastActiveAt: null }, { lastActiveAt: { $lt: at } }],
      },
      { $set: { lastActiveAt: at, ipAddress } },
      { upsert: true },
    );
  }

  async addToCounter(eventId: string, userId: string, field: TallyField, delta: number) {
    if (delta === 0) return;
    await applyEventOnce(
      this.model,
      eventId,
      { _id: userId },
      { $inc: { [field]: delta } },
      { upsert: true },
    );
  }

  /** An account from auth's export: taken where the model holds nothing newer. */
  async applyExported(user: ExportedUser): Promise<void> {
    const at = new Date(user.updatedAt);
    const existing = await this.model.findById(user.id, { email: 1 }).lean<AdminUser>();
    const profile = {
      username: user.username,
      displayName: user.displayName,
      avatar: user.avatar,
      role: user.role,
      isVerified: user.isVerified,
      verificationStatus: user.verificationStatus,
      createdAt: new Date(user.createdAt),
      profileChangedAt: at,
      ...searchKeysOf({ ...user, email: existing?.email ?? null }),
    };
    await this.model.updateOne(
      { _id: user.id, ...notNewerThan('profileChangedAt', at) },
      { $set: profile },
      { upsert: !existing },
    );
    await this.model.updateOne(
      { _id: user.id, ...notNewerThan('statusChangedAt', at) },
      {
        $set: { status: user.status, flaggedReasons: user.flaggedReasons, statusChangedAt: at },
      },
    );
  }

  async find(id: string): Promise<AdminUser | null> {
    return this.model.findOne({ _id: id, ...KNOWN_ACCOUNT }).lean<AdminUser>();
  }

  async findMany(ids: readonly string[]): Promise<AdminUser[]> {
    return this.model.find({ _id: { $in: ids }, ...KNOWN_ACCOUNT }).lean<AdminUser[]>();
  }

  async list(query: AdminUserListQuery): Promise<{ users: AdminUser[]; total: number }> {
    const filter: FilterQuery<AdminUser> = { ...KNOWN_ACCOUNT };
    if (query.q) {
      const key = query.q.toLowerCase();
      if (key.length >= SEARCH_BUCKET_LENGTH) {
        filter.searchBuckets = key.slice(0, SEARCH_BUCKET_LENGTH);
      }
      filter.searchKeys = { $regex: `^${escapeRegex(key)}` };
    }
    if (query.role) filter.role = query.role;
    if (query.status) filter.status = query.status;
    if (query.verificationStatus) filter.verificationStatus = query.verificationStatus;
    const [users, total] = await Promise.all([
      this.model
        .find(filter)
        .sort({ createdAt: -1, _id: 1 })
        .skip((query.page - 1) * query.limit)
        .limit(query.limit)
        .lean<AdminUser[]>(),
      this.model.countDocuments(filter),
    ]);
    return { users, total };
  }

  async countKnown(): Promise<number> {
    return this.model.countDocuments(KNOWN_ACCOUNT);
  }

  async countByStatus(status: AccountStatus): Promise<number> {
    return this.model.countDocuments({ ...KNOWN_ACCOUNT, status });
  }

  async registeredSince(since: Date): Promise<Date[]> {
    const rows = await this.model
      .find({ createdAt: { $gte: since } }, { createdAt: 1 })
      .lean<Array<Pick<AdminUser, 'createdAt'>>>();
    return rows.flatMap((row) => (row.createdAt ? [row.createdAt] : []));
  }

  /** New moderation notes, with the audit entry of the edit in the same write. */
  async setModerationNotes(id: string, notes: string, audit: EventEnvelope): Promise<boolean> {
    const { matched } = await this.updateWithEvents(
      { _id: id, ...KNOWN_ACCOUNT },
      { $set: { moderationNotes: notes } },
      [audit],
    );
    return matched;
  }
}
