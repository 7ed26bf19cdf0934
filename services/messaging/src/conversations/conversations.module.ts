import { Module } from '@nestjs/common';
import { MongooseModule } from '@nestjs/mongoose';
import { RealtimeModule } from '../realtime/realtime.module';
import { ConversationAccess } from './conversation-access';
import { ConversationMarksWriter } from './conversation-marks.writer';
import { Conversation, ConversationSchema } from './conversation.schema';
import { ConversationsRepository } from './conversations.repository';
import { Inbox, InboxSchema } from './inbox.schema';
import { DeleteConversationUseCase } from './delete-conversation.usecase';
import { GroupChangeEvents } from './group-change-events';
import { PresenceEvents } from './presence.events';
import { SetConversationThemeUseCase } from './set-conversation-theme.usecase';

/**
 * Conversations and their participants: who may do what in one, each user's inbox, read and
 * delivery marks, each participant's filing, draft and chat theme, and deleting one for oneself.
 * Presence changes go live to the people a user talks with, and a group's changes to its members.
 */
@Module({
  imports: [
    RealtimeModule,
    MongooseModule.forFeature([
      { name: Conversation.name, schema: ConversationSchema },
      { name: Inbox.name, schema: InboxSchema },
    ]),
  ],
  controllers: [PresenceEvents],
  providers: [
    ConversationsRepository,
    ConversationAccess,
    ConversationMarksWriter,
    DeleteConversationUseCase,
    SetConversationThemeUseCase,
    GroupChangeEvents,
  ],
  exports: [
    ConversationsRepository,
    ConversationAccess,
    ConversationMarksWriter,
    DeleteConversationUseCase,
    SetConversationThemeUseCase,
    GroupChangeEvents,
  ],
})
export class ConversationsModule {}
