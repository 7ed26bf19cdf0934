import { Module } from '@nestjs/common';
import { AccountDeletionModule } from './account-deletion/account-deletion.module';
import { AccountExportModule } from './account-export/account-export.module';
import { AttachmentsModule } from './attachments/attachments.module';
import { BroadcastsModule } from './broadcasts/broadcasts.module';
import { ConversationsModule } from './conversations/conversations.module';
import { MessageReportsModule } from './message-reports/message-reports.module';
import { MessagesModule } from './messages/messages.module';
import { NotificationsModule } from './notifications/notifications.module';
import { RealtimeModule } from './realtime/realtime.module';
import { SettingsModule } from './settings/settings.module';
import { UsersModule } from './users/users.module';

/** Conversations, messages, notifications and broadcasts, over REST and socket.io. */
@Module({
  imports: [
    RealtimeModule,
    UsersModule,
    AttachmentsModule,
    ConversationsModule,
    NotificationsModule,
    MessagesModule,
    MessageReportsModule,
    BroadcastsModule,
    SettingsModule,
    AccountExportModule,
    AccountDeletionModule,
  ],
})
export class MessagingModule {}
