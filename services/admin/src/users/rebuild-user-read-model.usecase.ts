import { Inject, Injectable, type OnApplicationBootstrap } from '@nestjs/common';
import { APP_LOGGER } from '@tessera/platform';
import type { Logger } from 'pino';
import { AdminUsersRepository } from './admin-users.repository';
import { AuthAccountsPort } from './auth-accounts';

/**
 * Fills the users read model from auth's export, so accounts from before this service (or a
 * lost database) appear. Each account is taken only where the model holds nothing newer, so it
 * may run while events arrive. It runs by itself at start-up when the model is empty.
 */
@Injectable()
export class RebuildUserReadModelUseCase implements OnApplicationBootstrap {
  private running: Promise<number> | null = null;

  constructor(
    private readonly users: AdminUsersRepository,
    private readonly auth: AuthAccountsPort,
    @Inject(APP_LOGGER) private readonly logger: Logger,
  ) {}

  onApplicationBootstrap(): void {
    void this.users
      .countKnown()
      .then((count) => (count === 0 ? this.start() : null))
      .catch((error: unknown) =>
        this.logger.warn({ err: error }, 'users read model could not be rebuilt at start-up'),
      );
  }

  /** Starts a rebuild unless one runs; resolves with the number of accounts read. */
  start(): Promise<number> {
    this.running ??= this.run().finally(() => {
      this.running = null;
    });
    return this.running;
  }

  private async run(): Promise<number> {
    let read = 0;
    for await (const page of this.auth.exportedUsers()) {
      for (const user of page) await this.users.applyExported(user);
      read += page.length;
    }
    this.logger.info({ read }, 'users read model rebuilt from auth');
    return read;
  }
}
