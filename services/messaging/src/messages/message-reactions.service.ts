import { Injectable } from '@nestjs/common';
import { MAX_REACTIONS_PER_USER, type MessageDto } from '@tessera/contracts';
import { badRequest, notFound } from '@tessera/platform';
import { requirePermission } from '../conversations/conversation-access';
import { MESSAGE_NOT_FOUND, MessageAccess } from './message-access';
import { MessagePresenter } from './message-presenter';
import { reactionKey } from './message-reactions';
import { MessageUpdates } from './message-updates';
import { MessagesRepository } from './messages.repository';

/**
 * Emoji reactions: a user's emoji is added once per message (the spec: only if the same user has
 * not used the same emoji there) and can be taken back; both are idempotent.
 */
@Injectable()
export class MessageReactionsService {
  constructor(
    private readonly access: MessageAccess,
    private readonly messages: MessagesRepository,
    private readonly presenter: MessagePresenter,
    private readonly updates: MessageUpdates,
  ) {}

  async add(userId: string, id: string, emoji: string): Promise<MessageDto> {
    const { message, conversation } = await this.access.load(userId, id);
    requirePermission(conversation, userId, 'canSendMessages');
    if (message.deletedAt) throw badRequest('A deleted message cannot take reactions');
    const key = reactionKey(userId, emoji);
    const reactions = message.reactions ?? {};
    if (reactions[key]) return this.presenter.presentOne(userId, message, conversation);
    const own = Object.values(reactions).filter((reaction) => reaction.userId === userId);
    if (own.length >= MAX_REACTIONS_PER_USER) {
      throw badRequest(`At most ${MAX_REACTIONS_PER_USER} reactions per message`);
    }
    const updated = await this.messages.setReaction(id, key, {
      userId,
      emoji,
      createdAt: new Date(),
    });
    if (!updated) throw notFound(MESSAGE_NOT_FOUND);
    return this.updates.announce(conversation, updated, userId);
  }

  async remove(userId: string, id: string, emoji: string): Promise<MessageDto> {
    const { message, conversation } = await this.access.load(userId, id);
    const key = reactionKey(userId, emoji);
    if (!message.reactions?.[key]) return this.presenter.presentOne(userId, message, conversation);
    const updated = await this.messages.removeReaction(id, key);
    if (!updated) throw notFound(MESSAGE_NOT_FOUND);
    return this.updates.announce(conversation, updated, userId);
  }
}
