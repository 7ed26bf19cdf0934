import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import {
  applyEventOnce,
  type ApplyOutcome,
  CacheInvalidations,
  MongoRepository,
  type ReadCache,
} from '@tessera/platform';
import type { AccountStatus } from '@tessera/contracts';
import type { Model } from 'mongoose';
import { DirectoryUser, type DirectoryRole } from './directory-user.schema';

const DIRECTORY_CACHE = 'user-directory';

export interface DirectoryEntry {
  userId: string;
  role: DirectoryRole | null;
  username: string | null;
  displayName: string | null;
  accountStatus: AccountStatus;
  /** Verified by an admin from identity documents; payouts may wait for it. */
  isVerified: boolean;
  /** The creator shows visitors how many subscribe; absent in auth means hidden. */
  showsSubscriberCount: boolean;
}

export type DirectoryChanges = Partial<
  Pick<
    DirectoryUser,
    'role' | 'username' | 'displayName' | 'accountStatus' | 'isVerified' | 'showSubscriberCount'
  >
>;

export const CREATOR_UNAVAILABLE = "This creator's account is not active";

/** A suspended or banned seller: nothing of theirs may be bought or renewed. */
export function isWithdrawn(entry: DirectoryEntry | null): boolean {
  return entry?.accountStatus === 'suspended' || entry?.accountStatus === 'banned';
}

/**
 * The users billing knows of, kept from auth's events. Every subscribe, tip and payout asks for the
 * seller's role, which changes about never: entries are kept in memory and dropped on every replica
 * when an event changes the user.
 */
@Injectable()
export class UserDirectory extends MongoRepository<DirectoryUser> {
  private readonly cache: ReadCache<DirectoryEntry>;

  constructor(
    @InjectModel(DirectoryUser.name) model: Model<DirectoryUser>,
    private readonly invalidations: CacheInvalidations,
  ) {
    super(model);
    this.cache = invalidations.cache(DIRECTORY_CACHE, { maxEntries: 50_000, maxAgeMs: 60_000 });
  }

  find(userId: string): Promise<DirectoryEntry | null> {
    return this.cache.get(userId, async () => {
      const user = await this.model.findById(userId).lean<DirectoryUser>();
      if (!user) return null;
      return {
        userId: user._id,
        role: user.role ?? null,
        username: user.username ?? null,
        displayName: user.displayName ?? null,
        accountStatus: user.accountStatus ?? 'active',
        isVerified: user.isVerified ?? false,
        showsSubscriberCount: user.showSubscriberCount ?? false,
      };
    });
  }

  /**
   * Sets the reported fields unless a newer event already reached the user. A user's events share
   * a partition, so they arrive in order; the time guard only protects against a late redelivery.
   * A stale event against an existing user matches nothing and its upsert collides on `_id`: both
   * mean "ignored".
   */
  async apply(
    eventId: string,
    userId: string,
    changes: DirectoryChanges,
    changedAt: Date,
  ): Promise<ApplyOutcome> {
    const set: Record<string, unknown> = { changedAt };
    for (const [field, value] of Object.entries(changes)) {
      if (value !== undefined) set[field] = value;
    }
    const outcome = await applyEventOnce(
      this.model,
      eventId,
      { _id: userId, $or: [{ changedAt: null }, { changedAt: { $lte: changedAt } }] },
      { $set: set },
      { upsert: true },
    );
    // Also when ignored: a redelivery after a crash between the write and this line still drops it.
    await this.invalidations.invalidate(DIRECTORY_CACHE, [userId]);
    return outcome;
  }
}
