import { Inject, Injectable } from '@nestjs/common';
import { ConversationAccess } from './conversation-access';
import { ConversationsRepository } from './conversations.repository';

type Access = Pick<ConversationAccess, 'load'>;
type Conversations = Pick<ConversationsRepository, 'hideFor'>;

/**
 * A participant deletes a conversation for themselves (spec section 4: deleting removes its
 * messages): its history so far is gone for them and it leaves their list until someone writes
 * again. The others keep theirs. Anyone else gets the 404 of a conversation they cannot see;
 * deleting again changes nothing.
 */
@Injectable()
export class DeleteConversationUseCase {
  constructor(
    @Inject(ConversationAccess) private readonly access: Access,
    @Inject(ConversationsRepository) private readonly conversations: Conversations,
  ) {}

  async execute(userId: string, conversationId: string, now = new Date()): Promise<void> {
    const conversation = await this.access.load(conversationId, userId);
    await this.conversations.hideFor(conversation._id, userId, conversation.seq, now);
  }
}
