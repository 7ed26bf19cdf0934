import { Inject, Injectable, Module, type OnApplicationBootstrap } from '@nestjs/common';
import { getModelToken, MongooseModule } from '@nestjs/mongoose';
import { platformSettingsDocumentSchema, serviceEntry, type TypedEvent } from '@tessera/contracts';
import type { Model } from 'mongoose';
import type { Logger } from 'pino';
import { z } from 'zod';
import { internalApiEnvSchema } from '../config/env-schemas';
import { InternalHttpClient } from '../internal-http/internal-http.client';
import { APP_LOGGER } from '../logging/logger.token';
import { SERVICE_CONFIG } from '../service/service-config';
import {
  CachedPlatformSettings,
  PlatformSettingsReader,
  type PlatformSettingsStore,
  type VersionedSettings,
} from './platform-settings.cache';
import { StoredPlatformSettings, StoredPlatformSettingsSchema } from './platform-settings.schema';

/** What a service that honours the platform settings needs: where admin answers, and the token. */
export const platformSettingsEnvSchema = z.object({
  ...internalApiEnvSchema.shape,
  ADMIN_URL: z.url().default(`http://127.0.0.1:${serviceEntry('admin').port}`),
  /**
   * Whose settings this service follows: the key of admin's `settings.changed` events. Stacks
   * sharing one Kafka (test runs side by side) keep apart by giving admin and services their own.
   */
  PLATFORM_SETTINGS_SCOPE: z.string().min(1).default('platform'),
});

type PlatformSettingsEnv = z.output<typeof platformSettingsEnvSchema>;

const DOCUMENT_ID = 'platform';

class MongoPlatformSettingsStore implements PlatformSettingsStore {
  constructor(private readonly model: Model<StoredPlatformSettings>) {}

  async load(): Promise<VersionedSettings | null> {
    const doc = await this.model.findById(DOCUMENT_ID).lean<StoredPlatformSettings>();
    if (!doc) return null;
    return platformSettingsDocumentSchema
      .pick({ settings: true, version: true })
      .parse({ settings: doc.settings, version: doc.version });
  }

  async save(latest: VersionedSettings): Promise<void> {
    try {
      await this.model.updateOne(
        { _id: DOCUMENT_ID, version: { $lt: latest.version } },
        { $set: { settings: latest.settings, version: latest.version } },
        { upsert: true },
      );
    } catch (error) {
      // The upsert of an already newer document collides on the id: that one stays, as it should.
      if ((error as { code?: number }).code !== 11000) throw error;
    }
  }
}

/**
 * At start-up the service asks admin once for the current document, so it does not wait for the
 * next change to know it; when admin does not answer, it keeps what it stored or the defaults.
 */
@Injectable()
export class PlatformSettingsService
  extends CachedPlatformSettings
  implements OnApplicationBootstrap
{
  private readonly admin: InternalHttpClient;
  private readonly scope: string;

  constructor(
    @Inject(SERVICE_CONFIG) config: PlatformSettingsEnv,
    @Inject(getModelToken(StoredPlatformSettings.name)) model: Model<StoredPlatformSettings>,
    @Inject(APP_LOGGER) private readonly log: Logger,
  ) {
    super(new MongoPlatformSettingsStore(model), log);
    this.scope = config.PLATFORM_SETTINGS_SCOPE;
    this.admin = new InternalHttpClient({
      service: 'admin',
      baseUrl: config.ADMIN_URL,
      internalToken: config.INTERNAL_API_TOKEN,
      timeoutMs: 2000,
      retries: 1,
    });
  }

  /** Applies a change published by this service's admin; another scope's change is not ours. */
  async follow(event: TypedEvent<'settings.changed'>): Promise<void> {
    if (event.key !== this.scope) return;
    await this.apply(event.data);
    this.log.info({ version: event.data.version }, 'platform settings changed');
  }

  async onApplicationBootstrap(): Promise<void> {
    try {
      const latest = platformSettingsDocumentSchema.parse(
        await this.admin.get<unknown>('/internal/settings'),
      );
      await this.apply(latest);
      this.log.info({ version: latest.version }, 'platform settings loaded from admin');
    } catch (error) {
      this.log.warn(
        { err: error },
        'admin did not answer with the platform settings; using the stored copy or the defaults',
      );
    }
  }
}

/**
 * The platform settings for a service's use cases (`PlatformSettingsReader`). The service itself
 * declares the `settings.changed` handler that calls `PlatformSettingsService.follow` and lists the
 * event in its registry entry; its config must include `platformSettingsEnvSchema`.
 */
@Module({
  imports: [
    MongooseModule.forFeature([
      { name: StoredPlatformSettings.name, schema: StoredPlatformSettingsSchema },
    ]),
  ],
  providers: [
    PlatformSettingsService,
    { provide: PlatformSettingsReader, useExisting: PlatformSettingsService },
  ],
  exports: [PlatformSettingsService, PlatformSettingsReader],
})
export class PlatformSettingsModule {}
