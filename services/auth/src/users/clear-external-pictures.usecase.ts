import { Inject, Injectable, type OnApplicationBootstrap } from '@nestjs/common';
import { PROFILE_IMAGE_PATH } from '@tessera/contracts';
import { APP_LOGGER } from '@tessera/platform';
import type { Logger } from 'pino';
import { userUpdatedEvent } from '../events/auth-event.builder';
import type { User } from './user.schema';
import { UsersRepository } from './users.repository';

/** Accounts read per round; rounds repeat until none is left. */
const BATCH = 200;

/** The picture fields of an account that hold another host's address, with those addresses. */
function externalPictures(user: User): Partial<Pick<User, 'avatar' | 'coverImage'>> {
  const own = (address: string) => !address || address.startsWith(PROFILE_IMAGE_PATH);
  return {
    ...(own(user.avatar) ? {} : { avatar: user.avatar }),
    ...(own(user.coverImage) ? {} : { coverImage: user.coverImage }),
  };
}

/**
 * Profile pictures are uploads the platform serves itself: an address on another host would tell
 * that host who looks at which profile. Accounts from before that rule may still carry one (the
 * picture link of a Google sign-up, a pasted address); they are cleared at start-up with the
 * `user.updated` event the other services' copies follow. Each write is conditional on the
 * address read, so replicas starting together clear an account once, and a second run finds none.
 */
@Injectable()
export class ClearExternalPicturesUseCase implements OnApplicationBootstrap {
  constructor(
    private readonly users: UsersRepository,
    @Inject(APP_LOGGER) private readonly logger: Logger,
  ) {}

  onApplicationBootstrap(): void {
    void this.execute().catch((error: unknown) =>
      this.logger.warn({ err: error }, 'external profile pictures could not be cleared'),
    );
  }

  /** Resolves with the number of accounts this run cleared. */
  async execute(): Promise<number> {
    let cleared = 0;
    for (;;) {
      const found = await this.users.withExternalPictures(BATCH);
      let clearedThisRound = 0;
      for (const user of found) {
        const stored = externalPictures(user);
        const changes = Object.fromEntries(Object.keys(stored).map((field) => [field, '']));
        const events = [userUpdatedEvent(user._id, changes)];
        if (await this.users.clearPictures(user._id, stored, events)) clearedThisRound += 1;
      }
      cleared += clearedThisRound;
      // A round that cleared nothing lost every account to another replica: they are done.
      if (found.length < BATCH || clearedThisRound === 0) break;
    }
    if (cleared > 0) this.logger.info({ cleared }, 'external profile pictures cleared');
    return cleared;
  }
}
