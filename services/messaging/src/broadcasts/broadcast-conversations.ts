import { Injectable } from '@nestjs/common';
import { notFound } from '@tessera/platform';
import { participantOf } from '../conversations/conversation-access';
import { ConversationsRepository } from '../conversations/conversations.repository';
import { directConversationId, newConversation } from '../conversations/new-conversation';
import { MessagingUsersRepository } from '../users/messaging-users.repository';

/**
 * The direct conversation between a creator and one recipient, opened the first time. A
 * broadcast's conversations are not new conversations the creator starts by hand, so they do not
 * take the daily conversation allowance: the bulk allowance covers the broadcast instead.
 */
@Injectable()
export class BroadcastConversations {
  constructor(
    private readonly conversations: ConversationsRepository,
    private readonly users: MessagingUsersRepository,
  ) {}

  async openDirect(senderId: string, recipientId: string, now: Date): Promise<string> {
    const id = directConversationId(senderId, recipientId);
    const existing = await this.conversations.find(id);
    if (existing && participantOf(existing, senderId)) return existing._id;
    // Billing's events alone make a user document too; only auth's registration gives a role.
    if (!(await this.users.find(recipientId))?.role)
      throw notFound(`User ${recipientId} not found`);
    const { conversation } = await this.conversations.create(
      newConversation({ type: 'direct', ownerId: senderId, memberIds: [recipientId], now }),
    );
    await this.conversations.addToInboxes([senderId, recipientId], conversation._id);
    return conversation._id;
  }
}
