import { Injectable } from '@nestjs/common';
import type { ParticipantPermissions } from '@tessera/contracts';
import { forbidden, notFound } from '@tessera/platform';
import type { Conversation, ParticipantRecord } from './conversation.schema';
import { ConversationsRepository, type SendView } from './conversations.repository';
import { PERMISSION_DENIED, permissionsOf } from './participant-permissions';

export const CONVERSATION_NOT_FOUND = 'Conversation not found';

/**
 * Loads a conversation for one of its active participants. To anyone else it does not exist: its
 * id says nothing about who talks to whom.
 */
@Injectable()
export class ConversationAccess {
  constructor(private readonly conversations: ConversationsRepository) {}

  async load(conversationId: string, userId: string): Promise<Conversation> {
    const conversation = await this.conversations.find(conversationId);
    if (!conversation || !participantOf(conversation, userId)) {
      throw notFound(CONVERSATION_NOT_FOUND);
    }
    return conversation;
  }

  /** The conversation as a send needs it, for one of its active participants. */
  async loadForSend(conversationId: string, userId: string): Promise<SendView> {
    const conversation = await this.conversations.findSendView(conversationId);
    if (!conversation || !participantOf(conversation, userId)) {
      throw notFound(CONVERSATION_NOT_FOUND);
    }
    return conversation;
  }
}

export function participantOf(
  conversation: Pick<Conversation, 'participants'>,
  userId: string,
): ParticipantRecord | null {
  const participant = conversation.participants[userId];
  return participant?.isActive ? participant : null;
}

export function requirePermission(
  conversation: Pick<Conversation, 'participants'>,
  userId: string,
  permission: keyof ParticipantPermissions,
): void {
  const participant = participantOf(conversation, userId);
  if (!participant) throw notFound(CONVERSATION_NOT_FOUND);
  if (!permissionsOf(participant.role)[permission]) throw forbidden(PERMISSION_DENIED[permission]);
}
