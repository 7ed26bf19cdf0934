import type { AttachmentDto, MessageDto, MessageStatus } from '@tessera/contracts';
import type { Conversation } from '../conversations/conversation.schema';
import type { Message } from './message.schema';
import { reactionsOf } from './message-reactions';

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

/** The conversation fields a message's status is read from. */
export type ConversationMarks = Pick<Conversation, 'participants' | 'reads' | 'delivered'>;

/** How one viewer sees the message's attachments: signed, or locked behind its price. */
export interface AttachmentsView {
  locked: boolean;
  attachments: AttachmentDto[];
}

export function toMessageDto(
  message: Message,
  conversation: ConversationMarks,
  view: AttachmentsView,
): MessageDto {
  return {
    id: message._id,
    conversationId: message.conversationId,
    senderId: message.senderId,
    content: message.content,
    type: message.type,
    status: messageStatus(message, conversation),
    attachments: view.attachments,
    isEncrypted: false,
    reactions: reactionsOf(message.reactions),
    clientMessageId: message.clientMessageId,
    priceCents: message.priceCents ?? null,
    locked: view.locked,
    editedAt: message.editedAt?.toISOString() ?? null,
    deletedAt: message.deletedAt?.toISOString() ?? null,
    createdAt: message.createdAt.toISOString(),
  };
}
