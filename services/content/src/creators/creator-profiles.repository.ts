import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import type { ContentCreatorDto } from '@tessera/contracts';
import { applyEventOnce, type ApplyOutcome } from '@tessera/platform';
import type { Model } from 'mongoose';
import { CreatorProfile } from './creator-profile.schema';

type ProfileFields = Partial<Pick<CreatorProfile, 'username' | 'displayName' | 'avatar' | 'role'>>;

/** Users as posts show them; unknown ids read as a placeholder rather than failing a page. */
@Injectable()
export class CreatorProfilesRepository {
  constructor(@InjectModel(CreatorProfile.name) private readonly model: Model<CreatorProfile>) {}

  apply(
    eventId: string,
    userId: string,
    fields: ProfileFields,
    joinedAt?: Date,
  ): Promise<ApplyOutcome> {
    const set = { ...fields, ...(joinedAt ? { joinedAt } : {}) };
    return applyEventOnce(this.model, eventId, { _id: userId }, { $set: set }, { upsert: true });
  }

  async summaries(userIds: readonly string[]): Promise<Map<string, ContentCreatorDto>> {
    const unique = [...new Set(userIds)];
    const found = unique.length
      ? await this.model
          .find({ _id: { $in: unique } }, { username: 1, displayName: 1, avatar: 1 })
          .lean<CreatorProfile[]>()
      : [];
    const byId = new Map(found.map((profile) => [profile._id, profile]));
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
