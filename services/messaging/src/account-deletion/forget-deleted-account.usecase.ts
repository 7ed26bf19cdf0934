import { Injectable } from '@nestjs/common';
import { DELETED_MESSAGE_TEXT } from '@tessera/rules';
import { ConversationsRepository } from '../conversations/conversations.repository';
import { MessagesRepository } from '../messages/messages.repository';
import { NotificationSettingsRepository } from '../notifications/notification-settings.repository';
import { NotificationsRepository } from '../notifications/notifications.repository';
import { MessagingUsersRepository } from '../users/messaging-users.repository';

/** How conversations name a participant whose account was deleted. */
export const DELETED_ACCOUNT_NAME = 'Deleted account';

/** What one run of the deletion removed; a repeat of the same event removes nothing more. */
export interface ForgottenAccount {
  messagesErased: number;
  reactionsRemoved: number;
  notificationsRemoved: number;
}

/**
 * A deleted account leaves messaging: conversations name it "Deleted account" with no picture,
 * no notification mail reaches its old address, every message it sent is deleted in place, and
 * its reactions, drafts, notifications and notification settings go, while the other participants
 * keep their own messages and the conversation. Safe to repeat: the profile change is applied once
 * per event, and every other step removes only what is still there.
 */
@Injectable()
export class ForgetDeletedAccount {
  constructor(
    private readonly users: MessagingUsersRepository,
    private readonly messages: MessagesRepository,
    private readonly conversations: ConversationsRepository,
    private readonly notifications: NotificationsRepository,
    private readonly notificationSettings: NotificationSettingsRepository,
  ) {}

  async execute(eventId: string, userId: string, deletedAt: Date): Promise<ForgottenAccount> {
    await this.users.applyProfile(eventId, userId, {
      displayName: DELETED_ACCOUNT_NAME,
      username: '',
      avatar: '',
      email: '',
    });
    const messagesErased = await this.messages.eraseAllOfSender(
      userId,
      DELETED_MESSAGE_TEXT,
      deletedAt,
    );
    const conversationIds = await this.conversations.idsWithParticipant(userId);
    const reactionsRemoved = await this.messages.removeReactionsOf(userId, conversationIds);
    await this.conversations.discardDrafts(conversationIds, userId);
    const notificationsRemoved = await this.notifications.removeAllOf(userId);
    await this.notificationSettings.remove(userId);
    return { messagesErased, reactionsRemoved, notificationsRemoved };
  }
}
