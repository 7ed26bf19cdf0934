import { Inject, Injectable } from '@nestjs/common';
import type {
  MessageDto,
  NotificationDto,
  NotificationListDto,
  NotificationSettingsDto,
  NotificationType,
  ReadAllResultDto,
  TypedEvent,
} from '@tessera/contracts';
import { APP_LOGGER, notFound } from '@tessera/platform';
import type { Logger } from 'pino';
import { LiveEvents } from '../realtime/live-events.service';
import type { MessagingUser } from '../users/messaging-user.schema';
import { MessagingUsersRepository } from '../users/messaging-users.repository';
import { NotificationMails } from './notification-mails';
import { NotificationSettingsService } from './notification-settings.service';
import { formatAmount, notificationTexts, type NotificationText } from './notification-texts';
import type { Notification } from './notification.schema';
import { notificationId, NotificationsRepository } from './notifications.repository';
import { isQuietTime } from './quiet-hours';

/** A notification to give one user, and what caused it (an event or message id). */
export interface NotificationRequest {
  userId: string;
  cause: string;
  type: NotificationType;
  /** Whose action it reports; null for the system. */
  actorId: string | null;
  /** The actor when the caller already holds them; otherwise read from the users read model. */
  actor?: MessagingUser | null;
  conversationId?: string | null;
  messageId?: string | null;
  contentId?: string | null;
  text(actorName: string, settings: NotificationSettingsDto): NotificationText;
}

export function toDto(notification: Notification): NotificationDto {
  return {
    id: notification._id,
    userId: notification.userId,
    type: notification.type,
    conversationId: notification.conversationId,
    messageId: notification.messageId,
    contentId: notification.contentId,
    actorId: notification.actorId,
    title: notification.title,
    body: notification.body,
    avatar: notification.avatar,
    isRead: notification.isRead,
    createdAt: notification.createdAt.toISOString(),
  };
}

/** The name a notification calls a user by. */
export const nameOf = (user: MessagingUser | null) =>
  user?.displayName || user?.username || 'Someone';

/**
 * In-app notifications: stored per recipient as their settings allow, listed, marked read, pushed
 * live and mailed unless do-not-disturb holds. Nobody is notified of their own action.
 */
@Injectable()
export class NotificationsService {
  constructor(
    private readonly notifications: NotificationsRepository,
    private readonly settings: NotificationSettingsService,
    private readonly users: MessagingUsersRepository,
    private readonly mails: NotificationMails,
    private readonly live: LiveEvents,
    @Inject(APP_LOGGER) private readonly logger: Logger,
  ) {}

  async notifyNewMessage(
    recipientIds: readonly string[],
    message: MessageDto,
    sender: MessagingUser | null,
  ): Promise<void> {
    await Promise.all(
      recipientIds.map((userId) =>
        this.notify({
          userId,
          cause: `message:${message.id}`,
          type: 'message',
          actorId: message.senderId,
          actor: sender,
          conversationId: message.conversationId,
          messageId: message.id,
          text: (name, settings) =>
            notificationTexts.message(name, message, settings.messagePreview),
        }),
      ),
    );
  }

  /** A paid pay-per-view message: its creator is told, from the one handler of `message.unlocked`. */
  async notifyMessageUnlocked(
    { id, data }: TypedEvent<'message.unlocked'>,
    conversationId: string,
  ): Promise<void> {
    if (data.revoked) return;
    const amount = formatAmount(data.amountCents, data.currency);
    await this.notify({
      userId: data.creatorId,
      cause: id,
      type: 'unlock',
      actorId: data.subscriberId,
      conversationId,
      messageId: data.messageId,
      text: (name) => notificationTexts.messageUnlock(name, amount),
    });
  }

  /** Stores, pushes and mails one notification, each as far as the recipient's settings allow. */
  async notify(request: NotificationRequest): Promise<void> {
    const { userId, cause, type, actorId } = request;
    if (actorId === userId) return;
    const settings = await this.settings.of(userId);
    const actor =
      request.actor !== undefined ? request.actor : actorId ? await this.users.find(actorId) : null;
    const { title, body } = request.text(nameOf(actor), settings);
    const notification: Notification = {
      _id: notificationId(userId, cause),
      userId,
      type,
      conversationId: request.conversationId ?? null,
      messageId: request.messageId ?? null,
      contentId: request.contentId ?? null,
      actorId,
      title,
      body,
      avatar: actor?.avatar ?? '',
      isRead: false,
      createdAt: new Date(),
    };
    const quiet = isQuietTime(settings.doNotDisturb, notification.createdAt);
    if (settings.types[type].inApp) {
      const isNew = await this.notifications.add(notification);
      if (isNew && settings.pushNotifications && !quiet) {
        this.live.toUsers([userId], 'notification:new', toDto(notification));
      }
    }
    if (quiet || !settings.emailNotifications || !settings.types[type].email) return;
    const recipient = await this.users.find(userId);
    if (!recipient?.email) {
      this.logger.debug({ userId, type }, 'notification mail skipped: no address known');
      return;
    }
    await this.mails.enqueue(notification, { ...recipient, email: recipient.email });
  }

  async list(userId: string, limit: number): Promise<NotificationListDto> {
    const feed = await this.notifications.feedOf(userId);
    if (!feed) return { items: [], unreadCount: 0 };
    const items = await this.notifications.newest(feed, limit);
    return { items: items.map(toDto), unreadCount: Math.max(0, feed.unread) };
  }

  async markRead(userId: string, id: string): Promise<NotificationDto> {
    const notification = await this.notifications.find(id);
    if (!notification || notification.userId !== userId) {
      throw notFound('Notification not found');
    }
    await this.notifications.markRead(notification);
    return toDto({ ...notification, isRead: true });
  }

  async markAllRead(userId: string): Promise<ReadAllResultDto> {
    const feed = await this.notifications.feedOf(userId);
    if (!feed) return { marked: 0, unreadCount: 0 };
    const marked = await this.notifications.markAllRead(feed);
    const after = await this.notifications.feedOf(userId);
    return { marked, unreadCount: Math.max(0, after?.unread ?? 0) };
  }
}
