import type { ConversationDto, PublicUserDto } from '@tessera/contracts';

/** The other person of a direct conversation (oneself when messaging oneself). */
export function otherParticipantId(conversation: ConversationDto, userId: string): string {
  const other = conversation.participants.find((item) => item.userId !== userId);
  return other?.userId ?? userId;
}

/** Display name of a user, by profile when loaded. */
export function personName(profile: PublicUserDto | undefined): string {
  return profile?.displayName || (profile ? `@${profile.username}` : 'Member');
}

/** A group's name, or the other person's name for a direct conversation. */
export function conversationTitle(
  conversation: ConversationDto,
  userId: string,
  profiles: Map<string, PublicUserDto>,
): string {
  if (conversation.type !== 'direct' && conversation.name) return conversation.name;
  return personName(profiles.get(otherParticipantId(conversation, userId)));
}

/** Short time of a message: the time today, else the date. */
export function shortTime(iso: string | null, now = new Date()): string {
  if (!iso) return '';
  const date = new Date(iso);
  const sameDay = date.toDateString() === now.toDateString();
  return sameDay
    ? date.toLocaleTimeString(undefined, { hour: 'numeric', minute: '2-digit' })
    : date.toLocaleDateString(undefined, { month: 'short', day: 'numeric' });
}
