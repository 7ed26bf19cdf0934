import { Controller } from '@nestjs/common';
import type { TypedEvent } from '@tessera/contracts';
import { ConsumeEvent } from '@tessera/platform';
import { MessagingUsersRepository } from './messaging-users.repository';

/**
 * Follows auth's user events: names and avatars for conversations, roles for the checks, email
 * addresses for notification mails.
 */
@Controller()
export class UserEvents {
  constructor(private readonly users: MessagingUsersRepository) {}

  @ConsumeEvent('user.registered')
  async onRegistered({ id, data }: TypedEvent<'user.registered'>): Promise<void> {
    await this.users.applyProfile(id, data.userId, {
      role: data.role,
      username: data.username,
      displayName: data.displayName,
      email: data.email,
    });
  }

  @ConsumeEvent('user.updated')
  async onUpdated({ id, data }: TypedEvent<'user.updated'>): Promise<void> {
    const { username, displayName, avatar, role } = data.changes;
    const fields = Object.fromEntries(
      Object.entries({ username, displayName, avatar, role }).filter(
        ([, value]) => value !== undefined,
      ),
    );
    if (Object.keys(fields).length === 0) return;
    await this.users.applyProfile(id, data.userId, fields);
  }
}
