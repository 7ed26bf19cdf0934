import { Controller } from '@nestjs/common';
import type { TypedEvent } from '@tessera/contracts';
import { ConsumeEvent } from '@tessera/platform';
import { UserDirectory } from './user-directory';

/** Keeps billing's user directory in step with auth. */
@Controller()
export class UserEvents {
  constructor(private readonly directory: UserDirectory) {}

  @ConsumeEvent('user.registered')
  async onRegistered({ id, data }: TypedEvent<'user.registered'>): Promise<void> {
    const { userId, role, username, displayName, createdAt } = data;
    await this.directory.apply(id, userId, { role, username, displayName }, new Date(createdAt));
  }

  @ConsumeEvent('user.updated')
  async onUpdated({ id, data }: TypedEvent<'user.updated'>): Promise<void> {
    const { role, username, displayName, isVerified, showSubscriberCount } = data.changes;
    const changes = { role, username, displayName, isVerified, showSubscriberCount };
    if (Object.values(changes).every((value) => value === undefined)) return;
    await this.directory.apply(id, data.userId, changes, new Date(data.updatedAt));
  }

  @ConsumeEvent('user.status_changed')
  async onStatusChanged({ id, data }: TypedEvent<'user.status_changed'>): Promise<void> {
    await this.directory.apply(
      id,
      data.userId,
      { role: data.role, accountStatus: data.status },
      new Date(data.changedAt),
    );
  }
}
