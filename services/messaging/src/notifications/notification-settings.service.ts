import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import {
  DEFAULT_NOTIFICATION_SETTINGS,
  NOTIFICATION_TYPES,
  type NotificationSettingsDto,
  type UpdateNotificationSettingsRequest,
} from '@tessera/contracts';
import type { Model } from 'mongoose';
import { NotificationSettings } from './notification-settings.schema';

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

/**
 * Every message notifies its recipients, so their settings are read far more often than they
 * change: each replica keeps them briefly. A change made through another replica applies here
 * within this time; through this one, at once.
 */
const CACHE_TTL_MS = 10_000;
const CACHE_MAX_USERS = 10_000;

/** Reads and saves each user's notification settings. */
@Injectable()
export class NotificationSettingsService {
  private readonly cache = new Map<string, { settings: NotificationSettingsDto; until: number }>();

  constructor(
    @InjectModel(NotificationSettings.name) private readonly model: Model<NotificationSettings>,
  ) {}

  async of(userId: string): Promise<NotificationSettingsDto> {
    const cached = this.cache.get(userId);
    if (cached && cached.until > Date.now()) return cached.settings;
    const settings = await this.stored(userId);
    this.remember(userId, settings);
    return settings;
  }

  async update(
    userId: string,
    changes: UpdateNotificationSettingsRequest,
  ): Promise<NotificationSettingsDto> {
    const settings = mergeSettings(await this.stored(userId), changes);
    await this.model.updateOne(
      { _id: userId },
      { $set: { saved: settings, updatedAt: new Date() } },
      { upsert: true },
    );
    this.remember(userId, settings);
    return settings;
  }

  private async stored(userId: string): Promise<NotificationSettingsDto> {
    const found = await this.model.findById(userId).lean<NotificationSettings>();
    return mergeSettings(DEFAULT_NOTIFICATION_SETTINGS, found?.saved ?? {});
  }

  private remember(userId: string, settings: NotificationSettingsDto): void {
    this.cache.delete(userId);
    // Maps keep insertion order: the first key is the one cached longest ago.
    if (this.cache.size >= CACHE_MAX_USERS) this.cache.delete(this.cache.keys().next().value!);
    this.cache.set(userId, { settings, until: Date.now() + CACHE_TTL_MS });
  }
}
