import {
  Inject,
  Injectable,
  type OnApplicationBootstrap,
  type OnApplicationShutdown,
} from '@nestjs/common';
import { InjectConnection } from '@nestjs/mongoose';
import type { Connection, Model } from 'mongoose';
import type { Logger } from 'pino';
import { APP_LOGGER } from '../logging/logger.token';

export const EXPIRY_SWEEP_INTERVAL = Symbol('EXPIRY_SWEEP_INTERVAL');

interface ExpiryRule {
  model: Model<Record<string, unknown>>;
  field: string;
  afterSeconds: number;
}

/**
 * Deletes documents whose TTL index says they have expired. MongoDB's own TTL monitor does this
 * on its own; the local database accepts TTL indexes but never deletes, so without this sweep
 * sessions, tokens and processed-event records would pile up. Harmless where both run: deleting
 * an expired document twice deletes it once. An interval of 0 turns the sweep off.
 */
@Injectable()
export class ExpiredDocumentsSweeper implements OnApplicationBootstrap, OnApplicationShutdown {
  private timer: NodeJS.Timeout | null = null;

  constructor(
    @InjectConnection() private readonly connection: Connection,
    @Inject(EXPIRY_SWEEP_INTERVAL) private readonly intervalSeconds: number,
    @Inject(APP_LOGGER) private readonly logger: Logger,
  ) {}

  onApplicationBootstrap(): void {
    if (this.intervalSeconds <= 0) return;
    this.timer = setInterval(() => {
      this.sweep().catch((error: unknown) =>
        this.logger.warn({ err: error }, 'expired-document sweep failed'),
      );
    }, this.intervalSeconds * 1000);
    this.timer.unref();
  }

  onApplicationShutdown(): void {
    if (this.timer) clearInterval(this.timer);
  }

  /** One pass over every TTL index of the service's models; returns how many documents went. */
  async sweep(now = new Date()): Promise<number> {
    let deleted = 0;
    for (const rule of this.rules()) {
      const cutoff = new Date(now.getTime() - rule.afterSeconds * 1000);
      const result = await rule.model.deleteMany({ [rule.field]: { $lt: cutoff } });
      deleted += result.deletedCount;
    }
    return deleted;
  }

  private rules(): ExpiryRule[] {
    return this.connection.modelNames().flatMap((name) => {
      const model = this.connection.model<Record<string, unknown>>(name);
      return model.schema
        .indexes()
        .filter(([, options]) => typeof options?.expireAfterSeconds === 'number')
        .map(([fields, options]) => ({
          model,
          field: Object.keys(fields)[0],
          afterSeconds: options.expireAfterSeconds as number,
        }));
    });
  }
}
