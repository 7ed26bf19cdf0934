import { Controller } from '@nestjs/common';
import type { TypedEvent } from '@tessera/contracts';
import { ConsumeEvent } from '@tessera/platform';
import type { ProfileFields } from './person-document';
import { ActivityRepository } from '../activity/activity.repository';
import { PeopleIndexWriter } from './people-index.writer';

/**
 * Profiles from auth: a registration creates a person, an update changes the named fields, a
 * deletion removes the person (their posts leave through content's `content.removed`).
 */
@Controller()
export class UserEvents {
  constructor(
    private readonly people: PeopleIndexWriter,
    private readonly activity: ActivityRepository,
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

  @ConsumeEvent('user.updated')
  async onUpdated({ data }: TypedEvent<'user.updated'>): Promise<void> {
    const {
      socialLinks: _links,
      setupComplete: _setup,
      avatar,
      coverImage,
      ...rest
    } = data.changes;
    const fields: ProfileFields = {
      ...rest,
      ...(avatar !== undefined ? { avatar: avatar || null } : {}),
      ...(coverImage !== undefined ? { coverImage: coverImage || null } : {}),
    };
    if (Object.keys(fields).length === 0) return;
    await this.people.applyProfile(data.userId, fields, new Date(data.updatedAt));
  }

  @ConsumeEvent('user.deleted')
  async onDeleted({ data }: TypedEvent<'user.deleted'>): Promise<void> {
    await this.people.remove(data.userId);
  }
}
