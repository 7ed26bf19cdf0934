import type { ConversationDto, PublicUserDto } from '@tessera/contracts';
import { Avatar } from 'antd';
import { otherParticipantId, personName } from './conversation-display';

interface ConversationAvatarProps {
  conversation: ConversationDto;
  title: string;
  userId: string;
  profiles: Map<string, PublicUserDto>;
  size: number;
}

/**
 * The other person's picture in a direct conversation; for a group its own picture, else two of
 * its other members overlapping.
 */
export function ConversationAvatar({
  conversation,
  title,
  userId,
  profiles,
  size,
}: ConversationAvatarProps) {
  if (conversation.type === 'direct' || conversation.avatar) {
    const src =
      conversation.type === 'direct'
        ? profiles.get(otherParticipantId(conversation, userId))?.avatar
        : conversation.avatar;
    return (
      <Avatar size={size} src={src || undefined}>
        {title.slice(0, 1).toUpperCase()}
      </Avatar>
    );
  }
  const members = conversation.participants
    .filter((participant) => participant.isActive && participant.userId !== userId)
    .slice(0, 2)
    .map((participant) => profiles.get(participant.userId));
  const small = Math.round(size * 0.68);
  return (
    <span
      aria-hidden
      style={{ position: 'relative', display: 'inline-block', width: size, height: size }}
    >
      {members.map((profile, index) => (
        <Avatar
          key={profile?.id ?? index}
          size={small}
          src={profile?.avatar || undefined}
          style={{
            position: 'absolute',
            ...(index === 0 ? { top: 0, left: 0 } : { bottom: 0, right: 0 }),
            border: '2px solid var(--bg-elevated)',
          }}
        >
          {personName(profile).slice(0, 1).toUpperCase()}
        </Avatar>
      ))}
    </span>
  );
}
