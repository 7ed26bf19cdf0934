import { Injectable } from '@nestjs/common';
import type { MessageDto, MessagePageDto, MessagesQuery, ReadMarkDto } from '@tessera/contracts';
import { badRequest, forbidden, notFound } from '@tessera/platform';
import { DELETED_MESSAGE_TEXT } from '@tessera/rules';
import { ConversationAccess, requirePermission } from '../conversations/conversation-access';
import type { Conversation } from '../conversations/conversation.schema';
import { ConversationMarksWriter } from '../conversations/conversation-marks.writer';
import { activeParticipantIds, unreadCountOf } from '../conversations/conversation-view';
import { ConversationsRepository } from '../conversations/conversations.repository';
import { LiveEvents } from '../realtime/live-events.service';
import { messageId, pageIds, parseMessageId } from './message-ids';
import { MESSAGE_NOT_FOUND, MessageAccess } from './message-access';
import { MessagePresenter } from './message-presenter';
import { MessageUpdates } from './message-updates';
import { MessagesRepository } from './messages.repository';
import { applyWordFilter } from './word-filter';

/** History, edits, deletions and read marks of messages already sent. */
@Injectable()
export class MessagesService {
  constructor(
    private readonly access: ConversationAccess,
    private readonly conversations: ConversationsRepository,
    private readonly marks: ConversationMarksWriter,
    private readonly messages: MessagesRepository,
    private readonly presenter: MessagePresenter,
    private readonly live: LiveEvents,
    private readonly messageAccess: MessageAccess,
    private readonly updates: MessageUpdates,
  ) {}

  /**
   * A page of history, oldest first, read by ids: the `limit` numbers below `before` (or from the
   * newest). Fetching it means the viewer's client has the messages: they count as delivered.
   */
  async page(
    viewerId: string,
    conversationId: string,
    query: MessagesQuery,
  ): Promise<MessagePageDto> {
    const conversation = await this.access.load(conversationId, viewerId);
    let top = conversation.seq;
    if (query.before) {
      const cursor = parseMessageId(query.before);
      if (!cursor || cursor.conversationId !== conversation._id) {
        throw badRequest('before must be the id of a message of this conversation');
      }
      top = Math.min(top, cursor.seq - 1);
    }
    // What the viewer deleted stays gone for them.
    const floor = conversation.clearedBy?.[viewerId] ?? 0;
    const ids = pageIds(conversation._id, top, query.limit, floor);
    const items = await this.messages.findMany(ids);
    const lowest = top - ids.length + 1;
    if (!query.before) await this.markDelivered(conversation, viewerId);
    return {
      items: await this.presenter.present(
        viewerId,
        items.map((message) => ({ message, conversation })),
      ),
      nextCursor: ids.length > 0 && lowest > floor + 1 ? messageId(conversation._id, lowest) : null,
    };
  }

  async edit(userId: string, id: string, content: string): Promise<MessageDto> {
    const { message, conversation } = await this.messageAccess.load(userId, id);
    if (message.senderId !== userId) throw forbidden('You can only edit your own messages');
    if (message.deletedAt) throw badRequest('A deleted message cannot be edited');
    requirePermission(conversation, userId, 'canSendMessages');
    const filtered = applyWordFilter(content, conversation.settings.wordFilter);
    const edited = await this.messages.edit(id, filtered, new Date());
    if (!edited) throw notFound(MESSAGE_NOT_FOUND);
    // Each participant sees the edit as they see the message: locked or not.
    return this.updates.announce(conversation, edited, userId);
  }

  /** Own messages, or anyone's for a participant allowed to delete messages. Repeating is harmless. */
  async remove(userId: string, id: string): Promise<MessageDto> {
    const { message, conversation } = await this.messageAccess.load(userId, id);
    if (message.senderId !== userId) requirePermission(conversation, userId, 'canDeleteMessages');
    if (message.deletedAt) return this.presenter.presentOne(userId, message, conversation);
    const deleted = await this.messages.markDeleted(id, DELETED_MESSAGE_TEXT, new Date());
    if (!deleted) throw notFound(MESSAGE_NOT_FOUND);
    const dto = await this.presenter.presentOne(userId, deleted, conversation);
    this.live.toUsers(activeParticipantIds(conversation), 'message:deleted', {
      id: dto.id,
      conversationId: dto.conversationId,
      deletedAt: dto.deletedAt,
    });
    return dto;
  }

  /** Moves the reader's mark to a message (default: the newest) and tells the others. */
  async markRead(userId: string, conversationId: string, upTo?: string): Promise<ReadMarkDto> {
    const conversation = await this.access.load(conversationId, userId);
    let seq = conversation.seq;
    if (upTo) {
      const parsed = parseMessageId(upTo);
      if (!parsed || parsed.conversationId !== conversation._id || parsed.seq > conversation.seq) {
        throw badRequest('messageId must be the id of a message of this conversation');
      }
      seq = parsed.seq;
    }
    const now = new Date();
    const previous = conversation.reads?.[userId] ?? 0;
    if (seq > previous) {
      await this.conversations.markRead(conversation._id, userId, seq, now);
      this.live.toUsers(activeParticipantIds(conversation), 'message:status', {
        conversationId: conversation._id,
        userId,
        status: 'read',
        upToMessageId: messageId(conversation._id, seq),
        at: now.toISOString(),
      });
    }
    const reached = Math.max(seq, previous);
    return {
      conversationId: conversation._id,
      userId,
      lastReadMessageId: reached > 0 ? messageId(conversation._id, reached) : null,
      lastReadAt: now.toISOString(),
      unreadCount: unreadCountOf({ ...conversation, reads: { [userId]: reached } }, userId),
    };
  }

  private async markDelivered(conversation: Conversation, userId: string): Promise<void> {
    const seq = conversation.seq;
    if (seq === 0 || (conversation.delivered?.[userId] ?? 0) >= seq) return;
    await this.marks.delivered(conversation._id, userId, seq);
    this.live.toUsers(activeParticipantIds(conversation), 'message:status', {
      conversationId: conversation._id,
      userId,
      status: 'delivered',
      upToMessageId: messageId(conversation._id, seq),
      at: new Date().toISOString(),
    });
  }
}
