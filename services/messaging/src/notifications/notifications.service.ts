import { Injectable } from '@nestjs/common';
import type { MessageDto, NotificationDto, NotificationListDto } from '@tessera/contracts';
import { notFound } from '@tessera/platform';
import { LiveEvents } from '../realtime/live-events';
import type { MessagingUser } from '../users/messaging-user.schema';
import type { Notification } from './notification.schema';
import { NotificationsRepository } from './notifications.repository';

/** How much of a message a notification previews. */
const PREVIEW_LENGTH = 120;

function toDto(notification: Notification): NotificationDto {
  return {
    id: notification._id,
    userId: notification.userId,
    conversationId: notification.conversationId,
    messageId: notification.messageId,
    type: notification.type,
    title: notification.title,
    body: notification.body,
    avatar: notification.avatar,
    isRead: notification.isRead,
    createdAt: notification.createdAt.toISOString(),
  };
}

function preview(message: MessageDto): string {
  if (message.content.trim()) {
    return message.content.length > PREVIEW_LENGTH
      ? `${message.content.slice(0, PREVIEW_LENGTH - 1)}…`
      : message.content;
  }
  const count = message.attachments.length;
  return count === 1 ? 'Sent an attachment' : `Sent ${count} attachments`;
}

/** In-app notifications: stored per recipient, listed, marked read, pushed live. */
@Injectable()
export class NotificationsService {
  constructor(
    private readonly notifications: NotificationsRepository,
    private readonly live: LiveEvents,
  ) {}

  async notifyNewMessage(
    recipientIds: readonly string[],
    message: MessageDto,
    sender: MessagingUser | null,
  ): Promise<void> {
    const name = sender?.displayName || sender?.username || 'Someone';
    await Promise.all(
      recipientIds.map(async (userId) => {
        const stored = await this.notifications.add({
          userId,
          type: 'message',
          conversationId: message.conversationId,
          messageId: message.id,
          title: `New message from ${name}`,
          body: preview(message),
          avatar: sender?.avatar ?? '',
          isRead: false,
          createdAt: new Date(),
        });
        this.live.toUsers([userId], 'notification:new', toDto(stored));
      }),
    );
  }

  async list(userId: string, limit: number): Promise<NotificationListDto> {
    const feed = await this.notifications.feedOf(userId);
    if (!feed) return { items: [], unreadCount: 0 };
    const items = await this.notifications.newest(userId, feed.seq, limit);
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
}
