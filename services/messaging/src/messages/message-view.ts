import type { MessageDto, MessageStatus } from '@tessera/contracts';
import type { Conversation } from '../conversations/conversation.schema';
import type { Message } from './message.schema';

/**
 * Where a message stands for its sender: read once every other active participant has read that
 * far, delivered once every one of them has received it, sent before that.
 */
export function messageStatus(
  message: Pick<Message, 'seq' | 'senderId'>,
  conversation: Pick<Conversation, 'participants' | 'reads' | 'delivered'>,
): MessageStatus {
  const others = Object.entries(conversation.participants)
    .filter(([userId, participant]) => participant.isActive && userId !== message.senderId)
    .map(([userId]) => userId);
  if (others.length === 0) return 'sent';
  const reached = (marks: Record<string, number> | undefined) =>
    others.every((userId) => (marks?.[userId] ?? 0) >= message.seq);
  if (reached(conversation.reads)) return 'read';
  if (reached(conversation.delivered)) return 'delivered';
  return 'sent';
}

export function toMessageDto(
  message: Message,
  conversation: Pick<Conversation, 'participants' | 'reads' | 'delivered'>,
): MessageDto {
  return {
    id: message._id,
    conversationId: message.conversationId,
    senderId: message.senderId,
    content: message.content,
    type: message.type,
    status: messageStatus(message, conversation),
    attachments: message.attachments,
    isEncrypted: false,
    reactions: [],
    clientMessageId: message.clientMessageId,
    editedAt: message.editedAt?.toISOString() ?? null,
    deletedAt: message.deletedAt?.toISOString() ?? null,
    createdAt: message.createdAt.toISOString(),
  };
}
