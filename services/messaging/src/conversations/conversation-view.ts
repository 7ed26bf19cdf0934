import type { ConversationDto, DraftDto, MessageDto, ParticipantDto } from '@tessera/contracts';
import type { Conversation } from './conversation.schema';
import { permissionsOf } from './participant-permissions';

export function participantsOf(conversation: Conversation): ParticipantDto[] {
  return Object.entries(conversation.participants)
    .map(([userId, participant]) => ({
      userId,
      role: participant.role,
      joinedAt: new Date(participant.joinedAt).toISOString(),
      lastReadAt: conversation.readAt?.[userId]
        ? new Date(conversation.readAt[userId]).toISOString()
        : null,
      isActive: participant.isActive,
      permissions: permissionsOf(participant.role),
    }))
    .sort((a, b) => a.joinedAt.localeCompare(b.joinedAt) || a.userId.localeCompare(b.userId));
}

/** Messages after the viewer's read mark; their own count as read when they send them. */
export function unreadCountOf(conversation: Conversation, viewerId: string): number {
  return Math.max(0, conversation.seq - (conversation.reads?.[viewerId] ?? 0));
}

/** Deleted by the viewer and nothing newer since: out of their list. */
export function isHiddenFor(conversation: Conversation, viewerId: string): boolean {
  return (
    Boolean(conversation.hiddenBy?.[viewerId]) &&
    (conversation.clearedBy?.[viewerId] ?? 0) >= conversation.seq
  );
}

/** Ids of the active participants, the people a conversation's live events go to. */
export function activeParticipantIds(conversation: Pick<Conversation, 'participants'>): string[] {
  return Object.entries(conversation.participants)
    .filter(([, participant]) => participant.isActive)
    .map(([userId]) => userId);
}

function draftOf(conversation: Conversation, viewerId: string): DraftDto | null {
  const draft = conversation.drafts?.[viewerId];
  if (!draft) return null;
  return {
    conversationId: conversation._id,
    content: draft.content,
    lastModified: new Date(draft.lastModified).toISOString(),
  };
}

/** The order of a user's list: pinned ones first, each group by latest activity. */
export function compareForList(viewerId: string) {
  const pinned = (c: Conversation) => (c.pinnedBy?.[viewerId] ? 1 : 0);
  const activity = (c: Conversation) => (c.lastMessageAt ?? c.createdAt).getTime();
  return (a: Conversation, b: Conversation) => pinned(b) - pinned(a) || activity(b) - activity(a);
}

export function toConversationDto(
  conversation: Conversation,
  viewerId: string,
  lastMessage: MessageDto | null,
): ConversationDto {
  return {
    id: conversation._id,
    type: conversation.type,
    name: conversation.name,
    description: conversation.description,
    avatar: conversation.avatar,
    creatorId: conversation.creatorId,
    participants: participantsOf(conversation),
    lastMessage,
    lastMessageAt: conversation.lastMessageAt?.toISOString() ?? null,
    unreadCount: unreadCountOf(conversation, viewerId),
    isArchived: Boolean(conversation.archivedBy?.[viewerId]),
    isMuted: Boolean(conversation.mutedBy?.[viewerId]),
    isPinned: Boolean(conversation.pinnedBy?.[viewerId]),
    themeId: conversation.themeBy?.[viewerId] ?? null,
    draft: draftOf(conversation, viewerId),
    settings: conversation.settings,
    createdAt: conversation.createdAt.toISOString(),
  };
}
