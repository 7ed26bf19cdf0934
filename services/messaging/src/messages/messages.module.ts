import { Module } from '@nestjs/common';
import { MongooseModule } from '@nestjs/mongoose';
import { PlatformSettingsModule } from '@tessera/platform';
import { AttachmentsModule } from '../attachments/attachments.module';
import { ConversationsModule } from '../conversations/conversations.module';
import { NotificationsModule } from '../notifications/notifications.module';
import { RealtimeModule } from '../realtime/realtime.module';
import { UsersModule } from '../users/users.module';
import { ClientMessageIds } from './client-message-ids';
import { ConversationFilingService } from './conversation-filing.service';
import { ConversationsController } from './conversations.controller';
import { ConversationsService } from './conversations.service';
import { DailyConversations } from './daily-conversations';
import { Message, MessageSchema } from './message.schema';
import { MessageAccess } from './message-access';
import { MessagePresenter } from './message-presenter';
import { MessageReactionsService } from './message-reactions.service';
import { MessageUnlock, MessageUnlockSchema } from './message-unlock.schema';
import { MessageUnlocksRepository } from './message-unlocks.repository';
import { MessageUpdates } from './message-updates';
import { MessagesController } from './messages.controller';
import { MessagesGateway } from './messages.gateway';
import { MessagesRepository } from './messages.repository';
import { MessagesService } from './messages.service';
import { CreatorTierOffersClient } from './creator-tier-offers.client';
import { MessagingChecks } from './messaging-checks';
import { SendMessageUseCase } from './send-message.usecase';
import { UnlockEvents } from './unlock.events';

/**
 * Messages over REST and socket.io: sending with the plan's checks, history, read and delivery
 * marks, edits, reactions and pay-per-view unlocks. The conversations API is served here too, since
 * each conversation is answered with its last message as its viewer sees it. Broadcasts send
 * through `SendMessageUseCase`.
 */
@Module({
  imports: [
    ConversationsModule,
    UsersModule,
    AttachmentsModule,
    NotificationsModule,
    RealtimeModule,
    PlatformSettingsModule,
    MongooseModule.forFeature([
      { name: Message.name, schema: MessageSchema },
      { name: MessageUnlock.name, schema: MessageUnlockSchema },
    ]),
  ],
  controllers: [ConversationsController, MessagesController, UnlockEvents],
  providers: [
    ConversationsService,
    ConversationFilingService,
    MessagesRepository,
    MessagesService,
    MessageAccess,
    MessageUpdates,
    MessageReactionsService,
    MessagePresenter,
    MessageUnlocksRepository,
    MessagingChecks,
    CreatorTierOffersClient,
    DailyConversations,
    ClientMessageIds,
    SendMessageUseCase,
    MessagesGateway,
  ],
  exports: [SendMessageUseCase, MessageAccess, MessagesRepository, MessageUpdates],
})
export class MessagesModule {}
