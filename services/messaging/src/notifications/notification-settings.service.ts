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

/** Reads and saves each user's notification settings. */
@Injectable()
export class NotificationSettingsService {
  constructor(
    @InjectModel(NotificationSettings.name) private readonly model: Model<NotificationSettings>,
  ) {}

  async of(userId: string): Promise<NotificationSettingsDto> {
    const stored = await this.model.findById(userId).lean<NotificationSettings>();
    return mergeSettings(DEFAULT_NOTIFICATION_SETTINGS, stored?.saved ?? {});
  }

  async update(
    userId: string,
    changes: UpdateNotificationSettingsRequest,
  ): Promise<NotificationSettingsDto> {
    const settings = mergeSettings(await this.of(userId), changes);
    await this.model.updateOne(
      { _id: userId },
      { $set: { saved: settings, updatedAt: new Date() } },
      { upsert: true },
    );
    return settings;
  }
}
