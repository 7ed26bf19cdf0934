import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import type { ContentCreatorDto } from '@tessera/contracts';
import {
  applyEventOnce,
  type ApplyOutcome,
  CacheInvalidations,
  type ReadCache,
} from '@tessera/platform';
import type { Model } from 'mongoose';
import { CreatorProfile } from './creator-profile.schema';

type ProfileFields = Partial<Pick<CreatorProfile, 'username' | 'displayName' | 'avatar' | 'role'>>;
type ProfileSummary = Pick<CreatorProfile, '_id' | 'username' | 'displayName' | 'avatar'>;

const PROFILES_CACHE = 'creator-profiles';

/**
 * Users as posts show them; unknown ids read as a placeholder rather than failing a page. Every
 * post shown names its creator, so summaries are cached in the process, and each applied event
 * invalidates the user's copy on every replica.
 */
@Injectable()
export class CreatorProfilesRepository {
  private readonly cache: ReadCache<ProfileSummary>;

  constructor(
    @InjectModel(CreatorProfile.name) private readonly model: Model<CreatorProfile>,
    private readonly invalidations: CacheInvalidations,
  ) {
    this.cache = invalidations.cache<ProfileSummary>(PROFILES_CACHE, {
      maxEntries: 10_000,
      maxAgeMs: 60_000,
    });
  }

  async apply(
    eventId: string,
    userId: string,
    fields: ProfileFields,
    joinedAt?: Date,
  ): Promise<ApplyOutcome> {
    const set = { ...fields, ...(joinedAt ? { joinedAt } : {}) };
    const outcome = await applyEventOnce(
      this.model,
      eventId,
      { _id: userId },
      { $set: set },
      { upsert: true },
    );
    await this.invalidations.invalidate(PROFILES_CACHE, [userId]);
    return outcome;
  }

  async summaries(userIds: readonly string[]): Promise<Map<string, ContentCreatorDto>> {
    const unique = [...new Set(userIds)];
    const byId = await this.cache.getMany(unique, async (missing) => {
      const found = await this.model
        .find({ _id: { $in: missing } }, { username: 1, displayName: 1, avatar: 1 })
        .lean<ProfileSummary[]>();
      return found.map((profile) => [profile._id, profile] as const);
    });
    return new Map(
      unique.map((id) => {
        const profile = byId.get(id);
        return [
          id,
          {
            id,
            username: profile?.username ?? '',
            displayName: profile?.displayName || profile?.username || 'Unknown creator',
            avatar: profile?.avatar ?? '',
          },
        ];
      }),
    );
  }

  async summary(userId: string): Promise<ContentCreatorDto> {
    return (await this.summaries([userId])).get(userId)!;
  }

  /** The newest creators, for explore. */
  async newest(limit: number): Promise<ContentCreatorDto[]> {
    const profiles = await this.model
      .find({ role: 'creator' }, { username: 1, displayName: 1, avatar: 1 })
      .sort({ joinedAt: -1 })
      .limit(limit)
      .lean<CreatorProfile[]>();
    return profiles.map((profile) => ({
      id: profile._id,
      username: profile.username,
      displayName: profile.displayName || profile.username,
      avatar: profile.avatar,
    }));
  }
}
