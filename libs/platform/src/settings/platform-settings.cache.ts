import {
  DEFAULT_PLATFORM_SETTINGS,
  platformSettingsSchema,
  type PlatformSettings,
  SETTING_REFUSALS,
} from '@tessera/contracts';
import type { Logger } from 'pino';
import { forbidden } from '../http/api-errors';

/** A feature an admin can turn off, whose refusal names it. */
export type SwitchableFeature = keyof typeof SETTING_REFUSALS;

/** The platform settings in force, as this service knows them; what a use case asks. */
export abstract class PlatformSettingsReader {
  abstract current(): Promise<PlatformSettings>;

  /** Refuses with 403 naming the setting when an admin turned the feature off. */
  async requireFeature(feature: SwitchableFeature): Promise<void> {
    const { features } = await this.current();
    if (!features[feature]) throw forbidden(SETTING_REFUSALS[feature]);
  }
}

/** A settings document with its version, as published in `settings.changed`. */
export interface VersionedSettings {
  settings: PlatformSettings;
  version: number;
}

/** Where the latest document is kept across replicas (the service's own database). */
export interface PlatformSettingsStore {
  load(): Promise<VersionedSettings | null>;
  /** Keeps the document unless a later version is already stored. */
  save(latest: VersionedSettings): Promise<void>;
}

/** How long a replica trusts its copy before reading the stored one again. */
export const SETTINGS_REFRESH_MS = 2000;

/**
 * Keeps the latest settings: the replica that receives `settings.changed` applies it at once, the
 * others read the stored copy at most every two seconds. Until any document is known (admin never
 * answered and no event came), section 9's defaults apply.
 */
export class CachedPlatformSettings extends PlatformSettingsReader {
  private known: VersionedSettings = { settings: DEFAULT_PLATFORM_SETTINGS, version: 0 };
  private freshUntil = 0;

  constructor(
    private readonly store: PlatformSettingsStore,
    private readonly logger: Logger,
    private readonly refreshMs = SETTINGS_REFRESH_MS,
  ) {
    super();
  }

  async current(): Promise<PlatformSettings> {
    if (Date.now() >= this.freshUntil) {
      this.freshUntil = Date.now() + this.refreshMs;
      try {
        const stored = await this.store.load();
        if (stored) this.adopt(stored);
      } catch (error) {
        this.logger.warn(
          { err: error },
          'stored platform settings unreadable; keeping the last known',
        );
      }
    }
    return this.known.settings;
  }

  /** Applies a document from an event or from the admin service, unless an older version. */
  async apply(latest: VersionedSettings): Promise<void> {
    const parsed = {
      settings: platformSettingsSchema.parse(latest.settings),
      version: latest.version,
    };
    this.adopt(parsed);
    await this.store.save(parsed);
  }

  private adopt(latest: VersionedSettings): void {
    if (latest.version >= this.known.version) {
      this.known = latest;
    }
  }
}
