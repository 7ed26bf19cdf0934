import { forwardRef, Module } from '@nestjs/common';
import { MongooseModule } from '@nestjs/mongoose';
import { AttachmentsModule } from './attachments/attachments.module';
import { BroadcastsModule } from './broadcasts/broadcasts.module';
import { ConversationAccess } from './conversations/conversation-access';
import { ConversationFilingService } from './conversations/conversation-filing.service';
import { ConversationMarksWriter } from './conversations/conversation-marks.writer';
import { Conversation, ConversationSchema } from './conversations/conversation.schema';
import { ConversationsController } from './conversations/conversations.controller';
import { ConversationsRepository } from './conversations/conversations.repository';
import { ConversationsService } from './conversations/conversations.service';
import { Inbox, InboxSchema } from './conversations/inbox.schema';
import { ClientMessageIds } from './messages/client-message-ids';
import { DailyConversations } from './messages/daily-conversations';
import { Message, MessageSchema } from './messages/message.schema';
import { MessageAccess } from './messages/message-access';
import { MessagePresenter } from './messages/message-presenter';
import { MessageReactionsService } from './messages/message-reactions.service';
import { MessageUpdates } from './messages/message-updates';
import { MessagesController } from './messages/messages.controller';
import { MessagesRepository } from './messages/messages.repository';
import { MessagesService } from './messages/messages.service';
import { MessagingChecks } from './messages/messaging-checks';
import { SendMessageUseCase } from './messages/send-message.usecase';
import { notificationsFeature } from './notifications/notifications.feature';
import { LiveEvents } from './realtime/live-events';
import { PresenceEvents } from './realtime/presence.events';
import { SocketHandlers } from './realtime/socket-handlers';
import { SocketServer } from './realtime/socket-server';
import { MessageUnlock, MessageUnlockSchema } from './unlocks/message-unlock.schema';
import { MessageUnlocksRepository } from './unlocks/message-unlocks.repository';
import { UnlockEvents } from './unlocks/unlock.events';
import { UsersModule } from './users/users.module';

/** Conversations, messages and notifications, over REST and socket.io. */
@Module({
  imports: [
    UsersModule,
    AttachmentsModule,
    forwardRef(() => BroadcastsModule),
    ...notificationsFeature.imports,
    MongooseModule.forFeature([
      { name: Conversation.name, schema: ConversationSchema },
      { name: Inbox.name, schema: InboxSchema },
      { name: Message.name, schema: MessageSchema },
      { name: MessageUnlock.name, schema: MessageUnlockSchema },
    ]),
  ],
  controllers: [
    ConversationsController,
    MessagesController,
    ...notificationsFeature.controllers,
    UnlockEvents,
    PresenceEvents,
  ],
  providers: [
    ConversationsRepository,
    ConversationAccess,
    ConversationsService,
    ConversationFilingService,
    ConversationMarksWriter,
    MessagesRepository,
    MessagesService,
    MessageAccess,
    MessageUpdates,
    MessageReactionsService,
    MessagePresenter,
    MessageUnlocksRepository,
    MessagingChecks,
    DailyConversations,
    ClientMessageIds,
    SendMessageUseCase,
    ...notificationsFeature.providers,
    LiveEvents,
    SocketHandlers,
    SocketServer,
  ],
  exports: [ConversationsRepository, SendMessageUseCase],
})
export class MessagingModule {}
