import { Module } from '@nestjs/common';
import { ConversationsModule } from '../conversations/conversations.module';
import { MessagesModule } from '../messages/messages.module';
import { NotificationsModule } from '../notifications/notifications.module';
import { UsersModule } from '../users/users.module';
import { ForgetDeletedAccount } from './forget-deleted-account.usecase';
import { UserDeletedEvents } from './user-deleted.events';

/**
 * What a deleted account leaves behind in messaging: anonymised, its messages deleted, its
 * reactions, drafts, notifications and their settings gone.
 */
@Module({
  imports: [UsersModule, MessagesModule, ConversationsModule, NotificationsModule],
  controllers: [UserDeletedEvents],
  providers: [ForgetDeletedAccount],
})
export class AccountDeletionModule {}
