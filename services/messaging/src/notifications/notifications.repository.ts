import { createHash } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import { isDuplicateKeyError, MongoRepository } from '@tessera/platform';
import type { Model } from 'mongoose';
import { Notification, NotificationFeed } from './notification.schema';

/** How many notifications a feed lists; older ones stay stored but drop off the list. */
export const FEED_LENGTH = 200;

/** The id of the notification `cause` (an event or message id) gives `userId`: same cause, same id. */
export function notificationId(userId: string, cause: string): string {
  return `n${createHash('sha256').update(`${userId}\u0000${cause}`).digest('base64url').slice(0, 32)}`;
}

/**
 * Notifications and each user's feed. Storing is two writes that are each idempotent, the
 * notification by its derived id and its place in the feed by `$ne`, so a retry after a failure
 * between them completes the pair and a redelivery changes nothing.
 */
@Injectable()
export class NotificationsRepository extends MongoRepository<Notification> {
  constructor(
    @InjectModel(Notification.name) model: Model<Notification>,
    @InjectModel(NotificationFeed.name) private readonly feeds: Model<NotificationFeed>,
  ) {
    super(model);
  }

  /** Stores it and lists it unread; false when it was already listed (nothing new to deliver). */
  async add(notification: Notification): Promise<boolean> {
    await this.insertUnlessExists(notification);
    const list = (upsert: boolean) =>
      this.feeds.updateOne(
        { _id: notification.userId, recent: { $ne: notification._id } },
        {
          $push: { recent: { $each: [notification._id], $slice: -FEED_LENGTH } },
          $inc: { unread: 1 },
        },
        { upsert },
      );
    let listed;
    try {
      listed = await list(true);
    } catch (error) {
      // The upsert met a feed created meanwhile, or one that already lists this notification.
      if (!isDuplicateKeyError(error)) throw error;
      listed = await list(false);
    }
    return listed.matchedCount > 0 || listed.upsertedCount > 0;
  }

  async feedOf(userId: string): Promise<NotificationFeed | null> {
    return this.feeds.findById(userId).lean<NotificationFeed>();
  }

  /** The newest `limit` notifications of a feed, newest first. */
  async newest(feed: NotificationFeed, limit: number): Promise<Notification[]> {
    const ids = feed.recent.slice(-limit).reverse();
    if (ids.length === 0) return [];
    const found = await this.model.find({ _id: { $in: ids } }).lean<Notification[]>();
    const byId = new Map(found.map((notification) => [notification._id, notification]));
    return ids.flatMap((id) => byId.get(id) ?? []);
  }

  /** Everything notified to a deleted account, and its feed; a repeat finds nothing left. */
  async removeAllOf(userId: string): Promise<number> {
    const removed = await this.model.deleteMany({ userId });
    await this.feeds.deleteOne({ _id: userId });
    return removed.deletedCount;
  }

  find(id: string): Promise<Notification | null> {
    return this.model.findById(id).lean<Notification>();
  }

  /** Marks it read; true when this call flipped it, so the unread count drops once. */
  async markRead(notification: Notification): Promise<boolean> {
    const result = await this.model.updateOne(
      { _id: notification._id, isRead: false },
      { $set: { isRead: true } },
    );
    if (result.modifiedCount === 0) return false;
    await this.feeds.updateOne({ _id: notification.userId }, { $inc: { unread: -1 } });
    return true;
  }

  /**
   * Marks every listed notification read. The count drops by what this call flipped rather than
   * being set to zero, so a notification arriving meanwhile still counts.
   */
  async markAllRead(feed: NotificationFeed): Promise<number> {
    if (feed.recent.length === 0) return 0;
    const result = await this.model.updateMany(
      { _id: { $in: feed.recent }, isRead: false },
      { $set: { isRead: true } },
    );
    if (result.modifiedCount > 0) {
      await this.feeds.updateOne({ _id: feed._id }, { $inc: { unread: -result.modifiedCount } });
    }
    return result.modifiedCount;
  }
}
