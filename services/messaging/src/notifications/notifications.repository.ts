import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import type { Model } from 'mongoose';
import { Notification, NotificationFeed } from './notification.schema';

export const notificationId = (userId: string, seq: number) => `${userId}_${seq}`;

/** Notifications and each user's feed counter; every read is by `_id`. */
@Injectable()
export class NotificationsRepository {
  constructor(
    @InjectModel(Notification.name) private readonly model: Model<Notification>,
    @InjectModel(NotificationFeed.name) private readonly feeds: Model<NotificationFeed>,
  ) {}

  /** Numbers and stores a notification, counting it unread in the same feed write. */
  async add(notification: Omit<Notification, '_id'>): Promise<Notification> {
    const feed = await this.feeds
      .findOneAndUpdate(
        { _id: notification.userId },
        { $inc: { seq: 1, unread: 1 } },
        { upsert: true, new: true },
      )
      .lean<NotificationFeed>();
    const stored = { ...notification, _id: notificationId(notification.userId, feed!.seq) };
    await this.model.create(stored);
    return stored;
  }

  async feedOf(userId: string): Promise<NotificationFeed | null> {
    return this.feeds.findById(userId).lean<NotificationFeed>();
  }

  /** The newest `limit` notifications, newest first. */
  async newest(userId: string, top: number, limit: number): Promise<Notification[]> {
    const ids: string[] = [];
    for (let seq = top; seq >= 1 && ids.length < limit; seq -= 1) {
      ids.push(notificationId(userId, seq));
    }
    if (ids.length === 0) return [];
    const found = await this.model.find({ _id: { $in: ids } }).lean<Notification[]>();
    return found.sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime());
  }

  find(id: string): Promise<Notification | null> {
    return this.model.findById(id).lean<Notification>();
  }

  /** Marks it read; true when this call flipped it, so the unread count drops once. */
  async markRead(notification: Notification): Promise<boolean> {
    const result = await this.model.updateOne(
      { _id: notification._id },
      { $set: { isRead: true } },
    );
    if (result.modifiedCount === 0) return false;
    await this.feeds.updateOne({ _id: notification.userId }, { $inc: { unread: -1 } });
    return true;
  }
}
