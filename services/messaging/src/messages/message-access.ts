import { Injectable } from '@nestjs/common';
import { notFound } from '@tessera/platform';
import { participantOf } from '../conversations/conversation-access';
import type { Conversation } from '../conversations/conversation.schema';
import { ConversationsRepository } from '../conversations/conversations.repository';
import { parseMessageId } from './message-ids';
import type { Message } from './message.schema';
import { MessagesRepository } from './messages.repository';

export const MESSAGE_NOT_FOUND = 'Message not found';

export interface LoadedMessage {
  message: Message;
  conversation: Conversation;
}

/** Loads a message with its conversation for an active participant of it; 404 for anyone else. */
@Injectable()
export class MessageAccess {
  constructor(
    private readonly messages: MessagesRepository,
    private readonly conversations: ConversationsRepository,
  ) {}

  async load(userId: string, id: string): Promise<LoadedMessage> {
    const parsed = parseMessageId(id);
    if (!parsed) throw notFound(MESSAGE_NOT_FOUND);
    const [message, conversation] = await Promise.all([
      this.messages.find(id),
      this.conversations.find(parsed.conversationId),
    ]);
    if (!message || !conversation || !participantOf(conversation, userId)) {
      throw notFound(MESSAGE_NOT_FOUND);
    }
    return { message, conversation };
  }
}
