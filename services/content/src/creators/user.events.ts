import { Controller } from '@nestjs/common';
import type { TypedEvent } from '@tessera/contracts';
import { ConsumeEvent } from '@tessera/platform';
import { CreatorProfilesRepository } from './creator-profiles.repository';

/**
 * Follows auth's user events so every post shows its creator's current name and avatar, the
 * posts of suspended and banned accounts leave public view, and publishing knows who is verified
 * (an admin's verification decision changes `isVerified` in `user.updated`).
 */
@Controller()
export class UserEvents {
  constructor(private readonly profiles: CreatorProfilesRepository) {}

  @ConsumeEvent('user.registered')
  async onRegistered({ id, data }: TypedEvent<'user.registered'>): Promise<void> {
    await this.profiles.apply(
      id,
      data.userId,
      { username: data.username, displayName: data.displayName, role: data.role },
      new Date(data.createdAt),
    );
  }

  @ConsumeEvent('user.updated')
  async onUpdated({ id, data }: TypedEvent<'user.updated'>): Promise<void> {
    const { username, displayName, avatar, role, isVerified } = data.changes;
    const fields = Object.fromEntries(
      Object.entries({ username, displayName, avatar, role, isVerified }).filter(
        ([, value]) => value !== undefined,
      ),
    );
    if (Object.keys(fields).length === 0) return;
    await this.profiles.apply(id, data.userId, fields);
  }

  @ConsumeEvent('user.status_changed')
  async onStatusChanged({ id, data }: TypedEvent<'user.status_changed'>): Promise<void> {
    await this.profiles.apply(id, data.userId, { role: data.role, accountStatus: data.status });
  }
}
