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

type ProfileFields = Partial<
  Pick<
    CreatorProfile,
    'username' | 'displayName' | 'avatar' | 'role' | 'accountStatus' | 'isVerified'
  >
>;
type ProfileSummary = Pick<
  CreatorProfile,
  '_id' | 'username' | 'displayName' | 'avatar' | 'accountStatus'
>;

const PROFILES_CACHE = 'creator-profiles';
const WITHDRAWN: CreatorProfile['accountStatus'][] = ['suspended', 'banned'];
/** How long a replica lists withdrawn accounts from memory; its own changes apply at once. */
const WITHDRAWN_LIST_MS = 2_000;

/**
 * Users as posts show them; unknown ids read as a placeholder rather than failing a page. Every
 * post shown names its creator, so summaries are cached in the process, and each applied event
 * invalidates the user's copy on every replica.
 */
@Injectable()
export class CreatorProfilesRepository {
  private readonly cache: ReadCache<ProfileSummary>;
  private withdrawnList: { ids: string[]; until: number } | null = null;

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
    if (fields.accountStatus) this.withdrawnList = null;
    return outcome;
  }

  /** Read from the database, not the cache: a verification just decided counts at once. */
  async isVerified(userId: string): Promise<boolean> {
    const profile = await this.model
      .findById(userId, { isVerified: 1 })
      .lean<Pick<CreatorProfile, 'isVerified'>>();
    return profile?.isVerified ?? false;
  }

  /** The ids among `userIds` whose account is suspended or banned. */
  async withdrawnAmong(userIds: readonly string[]): Promise<Set<string>> {
    const profiles = await this.profiles(userIds);
    return new Set(
      [...profiles.values()]
        .filter((profile) => WITHDRAWN.includes(profile.accountStatus))
        .map((profile) => profile._id),
    );
  }

  /** Every suspended or banned account, for lists that must leave their posts out. */
  async withdrawnIds(): Promise<string[]> {
    if (this.withdrawnList && this.withdrawnList.until > Date.now()) return this.withdrawnList.ids;
    const found = await this.model
      .find({ accountStatus: { $in: WITHDRAWN } }, { _id: 1 })
      .lean<Array<Pick<CreatorProfile, '_id'>>>();
    const ids = found.map((profile) => profile._id);
    this.withdrawnList = { ids, until: Date.now() + WITHDRAWN_LIST_MS };
    return ids;
  }

  private async profiles(userIds: readonly string[]): Promise<Map<string, ProfileSummary>> {
    return this.cache.getMany([...new Set(userIds)], async (missing) => {
      const found = await this.model
        .find(
          { _id: { $in: missing } },
          { username: 1, displayName: 1, avatar: 1, accountStatus: 1 },
        )
        .lean<ProfileSummary[]>();
      return found.map((profile) => [profile._id, profile] as const);
    });
  }

  async summaries(userIds: readonly string[]): Promise<Map<string, ContentCreatorDto>> {
    const unique = [...new Set(userIds)];
    const byId = await this.profiles(unique);
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
      .find(
        { role: 'creator', accountStatus: { $nin: WITHDRAWN } },
        { username: 1, displayName: 1, avatar: 1 },
      )
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
