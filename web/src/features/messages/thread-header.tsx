import ArrowLeftOutlined from '@ant-design/icons/ArrowLeftOutlined';
import type { ConversationDto, PublicUserDto } from '@tessera/contracts';
import { Button, Typography } from 'antd';
import { useState } from 'react';
import { ChatThemeDialog } from './chat-theme-dialog';
import { otherParticipantId } from './conversation-display';
import { ConversationAvatar } from './conversation-avatar';
import { ConversationMenu } from './conversation-menu';
import { GroupDetailsDrawer } from './group-details-drawer';
import { PeerPresence } from './peer-presence';
import type { PersonOption } from './use-people-search';

interface ThreadHeaderProps {
  conversation: ConversationDto;
  title: string;
  userId: string;
  profiles: Map<string, PublicUserDto>;
  contacts: PersonOption[];
  onBack: () => void;
  /** The user deleted or left the conversation: it is no longer theirs to show. */
  onGone: () => void;
}

/** A thread's name, picture and presence (or member count), with its menu and dialogs. */
export function ThreadHeader({
  conversation,
  title,
  userId,
  profiles,
  contacts,
  onBack,
  onGone,
}: ThreadHeaderProps) {
  const [open, setOpen] = useState<'group' | 'theme' | null>(null);
  const isGroup = conversation.type !== 'direct';
  const memberCount = conversation.participants.filter((item) => item.isActive).length;
  return (
    <header className="message-thread__header">
      <Button
        type="text"
        icon={<ArrowLeftOutlined />}
        aria-label="Back to conversations"
        className="message-thread__back"
        onClick={onBack}
      />
      <ConversationAvatar
        conversation={conversation}
        title={title}
        userId={userId}
        profiles={profiles}
        size={36}
      />
      <div className="message-thread__heading">
        <Typography.Title level={2} className="message-thread__title" ellipsis>
          {title}
        </Typography.Title>
        {isGroup ? (
          <Button
            type="link"
            size="small"
            onClick={() => setOpen('group')}
            style={{ alignSelf: 'flex-start', height: 'auto', padding: 0 }}
          >
            {memberCount} members
          </Button>
        ) : (
          <PeerPresence userId={otherParticipantId(conversation, userId)} />
        )}
      </div>
      <ConversationMenu
        conversation={conversation}
        onGroupDetails={() => setOpen('group')}
        onTheme={() => setOpen('theme')}
        onDeleted={onGone}
      />
      {open === 'theme' && (
        <ChatThemeDialog
          conversationId={conversation.id}
          current={conversation.themeId}
          onClose={() => setOpen(null)}
        />
      )}
      {open === 'group' && (
        <GroupDetailsDrawer
          conversation={conversation}
          userId={userId}
          profiles={profiles}
          contacts={contacts}
          onLeft={onGone}
          onClose={() => setOpen(null)}
        />
      )}
    </header>
  );
}
