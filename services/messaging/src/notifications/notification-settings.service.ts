import { Injectable } from '@nestjs/common';
import {
  DEFAULT_NOTIFICATION_SETTINGS,
  NOTIFICATION_TYPES,
  type NotificationSettingsDto,
  type UpdateNotificationSettingsRequest,
} from '@tessera/contracts';
import { CacheInvalidations, type ReadCache } from '@tessera/platform';
import { NotificationSettingsRepository } from './notification-settings.repository';

/** Every message reads its recipients' settings: each replica keeps them for 10 seconds. */
const SETTINGS_CACHE = 'notification-settings';

/** Saved settings over the defaults, field by field and type by type. */
export function mergeSettings(
  base: NotificationSettingsDto,
  changes: UpdateNotificationSettingsRequest | Partial<NotificationSettingsDto>,
): NotificationSettingsDto {
  const { doNotDisturb, types, ...flags } = changes;
  const defined = <T extends object>(value: T) =>
    Object.fromEntries(Object.entries(value).filter(([, field]) => field !== undefined));
  return {
    ...base,
    ...defined(flags),
    doNotDisturb: { ...base.doNotDisturb, ...defined(doNotDisturb ?? {}) },
    types: Object.fromEntries(
      NOTIFICATION_TYPES.map((type) => [
        type,
        { ...base.types[type], ...defined(types?.[type] ?? {}) },
      ]),
    ) as NotificationSettingsDto['types'],
  };
}

/** Reads and saves each user's notification settings. */
@Injectable()
export class NotificationSettingsService {
  private readonly cache: ReadCache<NotificationSettingsDto>;

  constructor(
    private readonly repository: NotificationSettingsRepository,
    private readonly invalidations: CacheInvalidations,
  ) {
    this.cache = invalidations.cache(SETTINGS_CACHE, { maxEntries: 50_000, maxAgeMs: 10_000 });
  }

  async of(userId: string): Promise<NotificationSettingsDto> {
    const settings = await this.cache.get(userId, async (id) =>
      mergeSettings(DEFAULT_NOTIFICATION_SETTINGS, await this.repository.savedBy(id)),
    );
    // Never null: the loader answers the defaults for a user who saved nothing.
    return settings ?? DEFAULT_NOTIFICATION_SETTINGS;
  }

  async update(
    userId: string,
    changes: UpdateNotificationSettingsRequest,
  ): Promise<NotificationSettingsDto> {
    const settings = mergeSettings(await this.of(userId), changes);
    await this.repository.save(userId, settings);
    await this.invalidations.invalidate(SETTINGS_CACHE, [userId]);
    return settings;
  }
}
