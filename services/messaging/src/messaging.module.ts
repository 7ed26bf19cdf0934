import { forwardRef, Module } from '@nestjs/common';
import { MongooseModule } from '@nestjs/mongoose';
import { BroadcastsModule } from './broadcasts/broadcasts.module';
import { ConversationAccess } from './conversations/conversation-access';
import { Conversation, ConversationSchema } from './conversations/conversation.schema';
import { ConversationsController } from './conversations/conversations.controller';
import { ConversationsRepository } from './conversations/conversations.repository';
import { ConversationsService } from './conversations/conversations.service';
import { Inbox, InboxSchema } from './conversations/inbox.schema';
import { ClientMessageIds } from './messages/client-message-ids';
import { DailyConversations } from './messages/daily-conversations';
import { Message, MessageSchema } from './messages/message.schema';
import { MessagesController } from './messages/messages.controller';
import { MessagesRepository } from './messages/messages.repository';
import { MessagesService } from './messages/messages.service';
import { MessagingChecks } from './messages/messaging-checks';
import { SendMessageUseCase } from './messages/send-message.usecase';
import {
  Notification,
  NotificationFeed,
  NotificationFeedSchema,
  NotificationSchema,
} from './notifications/notification.schema';
import { NotificationsController } from './notifications/notifications.controller';
import { NotificationsRepository } from './notifications/notifications.repository';
import { NotificationsService } from './notifications/notifications.service';
import { LiveEvents } from './realtime/live-events';
import { SocketHandlers } from './realtime/socket-handlers';
import { SocketServer } from './realtime/socket-server';
import { UsersModule } from './users/users.module';

/** Conversations, messages and notifications, over REST and socket.io. */
@Module({
  imports: [
    UsersModule,
    forwardRef(() => BroadcastsModule),
    MongooseModule.forFeature([
      { name: Conversation.name, schema: ConversationSchema },
      { name: Inbox.name, schema: InboxSchema },
      { name: Message.name, schema: MessageSchema },
      { name: Notification.name, schema: NotificationSchema },
      { name: NotificationFeed.name, schema: NotificationFeedSchema },
    ]),
  ],
  controllers: [ConversationsController, MessagesController, NotificationsController],
  providers: [
    ConversationsRepository,
    ConversationAccess,
    ConversationsService,
    MessagesRepository,
    MessagesService,
    MessagingChecks,
    DailyConversations,
    ClientMessageIds,
    SendMessageUseCase,
    NotificationsRepository,
    NotificationsService,
    LiveEvents,
    SocketHandlers,
    SocketServer,
  ],
  exports: [ConversationsRepository, SendMessageUseCase],
})
export class MessagingModule {}
