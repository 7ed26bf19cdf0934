import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import { applyEventOnce, type ApplyOutcome } from '@tessera/platform';
import type { Model } from 'mongoose';
import { DirectoryUser, type DirectoryRole } from './directory-user.schema';

export interface DirectoryEntry {
  userId: string;
  role: DirectoryRole | null;
  username: string | null;
  displayName: string | null;
}

export type DirectoryChanges = Partial<Pick<DirectoryUser, 'role' | 'username' | 'displayName'>>;

/** The users billing knows of, kept from auth's events. */
@Injectable()
export class UserDirectory {
  constructor(@InjectModel(DirectoryUser.name) private readonly model: Model<DirectoryUser>) {}

  async find(userId: string): Promise<DirectoryEntry | null> {
    const user = await this.model.findById(userId).lean<DirectoryUser>();
    if (!user) return null;
    return {
      userId: user._id,
      role: user.role ?? null,
      username: user.username ?? null,
      displayName: user.displayName ?? null,
    };
  }

  /**
   * Sets the reported fields unless a newer event already reached the user. A user's events share
   * a partition, so they arrive in order; the time guard only protects against a late redelivery.
   * A stale event against an existing user matches nothing and its upsert collides on `_id`: both
   * mean "ignored".
   */
  apply(
    eventId: string,
    userId: string,
    changes: DirectoryChanges,
    changedAt: Date,
  ): Promise<ApplyOutcome> {
    const set: Record<string, unknown> = { changedAt };
    for (const [field, value] of Object.entries(changes)) {
      if (value !== undefined) set[field] = value;
    }
    return applyEventOnce(
      this.model,
      eventId,
      { _id: userId, $or: [{ changedAt: null }, { changedAt: { $lte: changedAt } }] },
      { $set: set },
      { upsert: true },
    );
  }
}
