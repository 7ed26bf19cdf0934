import { Inject, Injectable } from '@nestjs/common';
import { UserDirectory } from '../directory/user-directory';

export interface FanName {
  displayName: string | null;
  username: string | null;
}

type Directory = Pick<UserDirectory, 'find'>;

/**
 * Names fans from billing's directory of users, kept from auth's events, so lists and the CSV
 * carry names without a call to auth per row. A user the directory has not heard of is unnamed.
 */
@Injectable()
export class FanNames {
  constructor(@Inject(UserDirectory) private readonly directory: Directory) {}

  async of(userIds: readonly string[]): Promise<Map<string, FanName>> {
    const unique = [...new Set(userIds)];
    const entries = await Promise.all(unique.map((userId) => this.directory.find(userId)));
    const names = new Map<string, FanName>();
    unique.forEach((userId, index) => {
      const entry = entries[index];
      names.set(userId, {
        displayName: entry?.displayName ?? null,
        username: entry?.username ?? null,
      });
    });
    return names;
  }
}
