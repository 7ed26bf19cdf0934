import { Controller } from '@nestjs/common';
import type { TypedEvent } from '@tessera/contracts';
import { ConsumeEvent } from '@tessera/platform';
import type { ProfileFields } from './person-document';
import { ActivityRepository } from '../activity/activity.repository';
import { PeopleIndexWriter } from './people-index.writer';
import { PeoplePrivacyRepository } from './people-privacy.repository';

/**
 * Profiles from auth: a registration creates a person, an update changes the named fields, a
 * deletion removes the person (their posts leave through content's `content.removed`).
 */
@Controller()
export class UserEvents {
  constructor(
    private readonly people: PeopleIndexWriter,
    private readonly activity: ActivityRepository,
    private readonly privacy: PeoplePrivacyRepository,
  ) {}

  @ConsumeEvent('user.registered')
  async onRegistered({ id, data }: TypedEvent<'user.registered'>): Promise<void> {
    await this.people.applyProfile(
      data.userId,
      {
        username: data.username,
        displayName: data.displayName,
        role: data.role,
        createdAt: new Date(data.createdAt).toISOString(),
      },
      new Date(data.createdAt),
    );
    if (data.role === 'creator') {
      await this.activity.record({
        _id: id,
        type: 'joined',
        actorId: data.userId,
        subjectId: null,
        occurredAt: new Date(data.createdAt),
      });
    }
  }

  /**
   * Only the fields the index maps are copied: it is strict, and an event carries others. The
   * privacy choices are kept apart; events from before a choice existed carry none, which leaves
   * the profile found and the count hidden, as auth's defaults say.
   */
  @ConsumeEvent('user.updated')
  async onUpdated({ data }: TypedEvent<'user.updated'>): Promise<void> {
    const { username, displayName, bio, role, isVerified, avatar, coverImage } = data.changes;
    const { showInSearch, showSubscriberCount } = data.changes;
    const updatedAt = new Date(data.updatedAt);
    if (showInSearch !== undefined || showSubscriberCount !== undefined) {
      const choices = withoutUndefined({
        hidden: showInSearch === undefined ? undefined : !showInSearch,
        showsSubscriberCount: showSubscriberCount,
      });
      await this.privacy.apply(data.userId, choices, updatedAt);
    }
    const fields: ProfileFields = withoutUndefined({
      username,
      displayName,
      bio,
      role,
      isVerified,
      avatar: avatar === undefined ? undefined : avatar || null,
      coverImage: coverImage === undefined ? undefined : coverImage || null,
    });
    if (Object.keys(fields).length === 0) return;
    await this.people.applyProfile(data.userId, fields, updatedAt);
  }

  @ConsumeEvent('user.deleted')
  async onDeleted({ data }: TypedEvent<'user.deleted'>): Promise<void> {
    await this.people.remove(data.userId);
  }
}

function withoutUndefined<T extends object>(value: T): Partial<T> {
  return Object.fromEntries(
    Object.entries(value).filter(([, field]) => field !== undefined),
  ) as Partial<T>;
}
