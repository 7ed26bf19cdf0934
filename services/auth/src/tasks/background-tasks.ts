import { type BeforeApplicationShutdown, Inject, Injectable } from '@nestjs/common';
import { APP_LOGGER } from '@tessera/platform';
import type { Logger } from 'pino';

/**
 * Work a request starts but does not wait for: it runs after the response is on its way, so it can
 * neither delay nor fail it, and its duration reveals nothing to the caller. A failure is logged.
 */
@Injectable()
export class BackgroundTasks implements BeforeApplicationShutdown {
  private readonly running = new Set<Promise<void>>();

  constructor(@Inject(APP_LOGGER) private readonly logger: Logger) {}

  run(name: string, task: () => Promise<void>): void {
    // After setImmediate: the response is sent from the handler's promise chain, before this.
    const started = new Promise<void>((resolve) => setImmediate(resolve))
      .then(task)
      .catch((error: unknown) => this.logger.error({ err: error, task: name }, 'task failed'))
      .finally(() => this.running.delete(started));
    this.running.add(started);
  }

  /** Lets started tasks finish while the database and mail connections are still open. */
  async beforeApplicationShutdown(): Promise<void> {
    await Promise.all([...this.running]);
  }
}
