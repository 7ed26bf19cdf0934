import MutedOutlined from '@ant-design/icons/MutedOutlined';
import PushpinFilled from '@ant-design/icons/PushpinFilled';
import SearchOutlined from '@ant-design/icons/SearchOutlined';
import type { ConversationDto, PublicUserDto } from '@tessera/contracts';
import type { OnlineStatus } from '@tessera/rules';
import { Badge, Empty, Input, Segmented, Typography } from 'antd';
import { useMemo, useState } from 'react';
import { ConversationAvatar } from './conversation-avatar';
import { conversationTitle, otherParticipantId, shortTime } from './conversation-display';
import { PresenceDot } from './presence-dot';
import type { TypingState } from './use-live-messages';

type Folder = 'inbox' | 'archived';

interface ConversationListProps {
  conversations: ConversationDto[];
  profiles: Map<string, PublicUserDto>;
  userId: string;
  selectedId: string | null;
  typing: TypingState;
  /** Online statuses of the people in direct conversations, by user id. */
  statuses: Record<string, OnlineStatus>;
  onSelect: (conversationId: string) => void;
}

/**
 * The user's conversations with online dots, unread counts, last messages or drafts, filtered by
 * name; pinned ones on top, archived ones in their own folder.
 */
export function ConversationList({
  conversations,
  profiles,
  userId,
  selectedId,
  typing,
  statuses,
  onSelect,
}: ConversationListProps) {
  const [search, setSearch] = useState('');
  const [folder, setFolder] = useState<Folder>('inbox');
  const archivedCount = conversations.filter((item) => item.isArchived).length;
  const rows = useMemo(() => {
    const needle = search.trim().toLowerCase();
    return conversations
      .filter((conversation) => conversation.isArchived === (folder === 'archived'))
      .map((conversation) => {
        const peerId =
          conversation.type === 'direct' ? otherParticipantId(conversation, userId) : '';
        return {
          conversation,
          title: conversationTitle(conversation, userId, profiles),
          status: peerId ? statuses[peerId] : undefined,
        };
      })
      .filter((row) => !needle || row.title.toLowerCase().includes(needle))
      .sort((a, b) => Number(b.conversation.isPinned) - Number(a.conversation.isPinned));
  }, [conversations, profiles, userId, search, folder, statuses]);

  return (
    <div className="conversation-list">
      <Input
        allowClear
        prefix={<SearchOutlined />}
        placeholder="Search conversations"
        aria-label="Search conversations"
        value={search}
        onChange={(event) => setSearch(event.target.value)}
        className="conversation-list__search"
      />
      {(archivedCount > 0 || folder === 'archived') && (
        <Segmented<Folder>
          block
          size="small"
          className="conversation-list__folders"
          value={folder}
          onChange={setFolder}
          options={[
            { value: 'inbox', label: 'Inbox' },
            { value: 'archived', label: `Archived (${archivedCount})` },
          ]}
        />
      )}
      {rows.length === 0 ? (
        <Empty
          image={Empty.PRESENTED_IMAGE_SIMPLE}
          description={
            search
              ? 'No conversation matches'
              : folder === 'archived'
                ? 'Nothing archived'
                : 'No conversations yet'
          }
        />
      ) : (
        <ul className="conversation-list__items" aria-label="Conversations">
          {rows.map(({ conversation, title, status }) => {
            const last = conversation.lastMessage;
            const isTyping = Object.keys(typing[conversation.id] ?? {}).length > 0;
            const draft = conversation.id !== selectedId ? conversation.draft?.content : undefined;
            const preview = isTyping
              ? 'typing…'
              : draft
                ? `Draft: ${draft}`
                : last
                  ? `${last.senderId === userId ? 'You: ' : ''}${last.content}`
                  : 'No messages yet';
            return (
              <li key={conversation.id}>
                <button
                  type="button"
                  className={`conversation-row${conversation.id === selectedId ? ' conversation-row--active' : ''}`}
                  aria-current={conversation.id === selectedId ? 'true' : undefined}
                  onClick={() => onSelect(conversation.id)}
                >
                  <span className="conversation-row__avatar">
                    <ConversationAvatar
                      conversation={conversation}
                      title={title}
                      userId={userId}
                      profiles={profiles}
                      size={44}
                    />
                    <PresenceDot status={status} />
                  </span>
                  <span className="conversation-row__body">
                    <span className="conversation-row__top">
                      <Typography.Text strong ellipsis className="conversation-row__name">
                        {title}
                      </Typography.Text>
                      {conversation.isPinned && (
                        <PushpinFilled className="conversation-row__flag" aria-label="Pinned" />
                      )}
                      {conversation.isMuted && (
                        <MutedOutlined className="conversation-row__flag" aria-label="Muted" />
                      )}
                      <Typography.Text type="secondary" className="conversation-row__time">
                        {shortTime(conversation.lastMessageAt)}
                      </Typography.Text>
                    </span>
                    <span className="conversation-row__bottom">
                      <Typography.Text
                        type="secondary"
                        ellipsis
                        italic={isTyping || Boolean(draft)}
                        className="conversation-row__preview"
                      >
                        {preview}
                      </Typography.Text>
                      {conversation.unreadCount > 0 && (
                        <Badge
                          count={conversation.unreadCount}
                          color={conversation.isMuted ? 'var(--text-secondary)' : 'var(--primary)'}
                          aria-label={`${conversation.unreadCount} unread`}
                        />
                      )}
                    </span>
                  </span>
                </button>
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}
