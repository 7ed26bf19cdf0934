import { Inject, Injectable } from '@nestjs/common';
import type { ChatThemeId } from '@tessera/contracts';
import { ConversationAccess } from './conversation-access';
import { ConversationsRepository } from './conversations.repository';

type Access = Pick<ConversationAccess, 'load'>;
type Conversations = Pick<ConversationsRepository, 'setTheme'>;

/**
 * A participant picks the chat theme of a conversation for themselves (null: the app's colours);
 * the others keep their own. Choosing the theme already set writes nothing.
 */
@Injectable()
export class SetConversationThemeUseCase {
  constructor(
    @Inject(ConversationAccess) private readonly access: Access,
    @Inject(ConversationsRepository) private readonly conversations: Conversations,
  ) {}

  async execute(userId: string, conversationId: string, themeId: ChatThemeId | null) {
    const conversation = await this.access.load(conversationId, userId);
    if ((conversation.themeBy?.[userId] ?? null) === themeId) return;
    await this.conversations.setTheme(conversation._id, userId, themeId);
  }
}
