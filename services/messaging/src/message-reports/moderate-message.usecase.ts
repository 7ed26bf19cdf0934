import { Inject, Injectable } from '@nestjs/common';
import type { InternalMessageState } from '@tessera/contracts';
import { conflict, notFound } from '@tessera/platform';
import { DELETED_MESSAGE_TEXT } from '@tessera/rules';
import { ConversationsRepository } from '../conversations/conversations.repository';
import { MESSAGE_NOT_FOUND } from '../messages/message-access';
import type { Message } from '../messages/message.schema';
import { MessageUpdates } from '../messages/message-updates';
import { MessagesRepository } from '../messages/messages.repository';

const DELETED_BY_SENDER = 'The sender deleted this message; there is nothing to restore';

type Messages = Pick<MessagesRepository, 'find' | 'removeForModeration' | 'restoreFromModeration'>;
type Conversations = Pick<ConversationsRepository, 'find'>;
type Updates = Pick<MessageUpdates, 'announce'>;

const stateOf = (message: Message): InternalMessageState => ({
  id: message._id,
  senderId: message.senderId,
  removed: message.deletedAt !== null,
});

/**
 * An admin's removal of a reported message, and its undoing when an appeal is overturned. The
 * removal reads as a deletion to the participants but keeps the text and attachments aside;
 * both are idempotent, so admin may repeat a call whose answer it did not get.
 */
@Injectable()
export class ModerateMessageUseCase {
  constructor(
    @Inject(MessagesRepository) private readonly messages: Messages,
    @Inject(ConversationsRepository) private readonly conversations: Conversations,
    @Inject(MessageUpdates) private readonly updates: Updates,
  ) {}

  async remove(id: string, reason: string, actorId: string): Promise<InternalMessageState> {
    const message = await this.messages.find(id);
    if (!message) throw notFound(MESSAGE_NOT_FOUND);
    if (message.deletedAt) return stateOf(message);
    const removed = await this.messages.removeForModeration(
      id,
      DELETED_MESSAGE_TEXT,
      { reason, actorId, at: new Date() },
      message,
    );
    // Deleted by its sender in the meantime: removed all the same.
    if (!removed) return { ...stateOf(message), removed: true };
    await this.announce(removed);
    return stateOf(removed);
  }

  async restore(id: string): Promise<InternalMessageState> {
    const message = await this.messages.find(id);
    if (!message) throw notFound(MESSAGE_NOT_FOUND);
    if (!message.deletedAt) return stateOf(message);
    if (!message.moderationRemoval) throw conflict(DELETED_BY_SENDER);
    const restored = await this.messages.restoreFromModeration(id, message.moderationRemoval);
    if (!restored) return stateOf((await this.messages.find(id)) ?? message);
    await this.announce(restored);
    return stateOf(restored);
  }

  private async announce(message: Message): Promise<void> {
    const conversation = await this.conversations.find(message.conversationId);
    if (conversation) await this.updates.announce(conversation, message, message.senderId);
  }
}
