import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import type { NotificationSettingsDto } from '@tessera/contracts';
import { MongoRepository } from '@tessera/platform';
import type { Model } from 'mongoose';
import { NotificationSettings } from './notification-settings.schema';

/** Each user's notification settings as they last saved them, by the user's id. */
@Injectable()
export class NotificationSettingsRepository extends MongoRepository<NotificationSettings> {
  constructor(@InjectModel(NotificationSettings.name) model: Model<NotificationSettings>) {
    super(model);
  }

  /** What the user saved; nothing for a user who never saved settings. */
  async savedBy(userId: string): Promise<Partial<NotificationSettingsDto>> {
    const stored = await this.model
      .findById(userId, { saved: 1 })
      .lean<Pick<NotificationSettings, 'saved'>>();
    return stored?.saved ?? {};
  }

  /** Forgets what a deleted account saved; a repeat finds nothing left. */
  async remove(userId: string): Promise<void> {
    await this.model.deleteOne({ _id: userId });
  }

  async save(userId: string, settings: NotificationSettingsDto): Promise<void> {
    await this.model.updateOne(
      { _id: userId },
      { $set: { saved: settings, updatedAt: new Date() } },
      { upsert: true },
    );
  }
}
