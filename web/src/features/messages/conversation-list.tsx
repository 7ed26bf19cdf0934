import SearchOutlined from '@ant-design/icons/SearchOutlined';
import type { ConversationDto, PublicUserDto } from '@tessera/contracts';
import { Avatar, Badge, Empty, Input, Typography } from 'antd';
import { useMemo, useState } from 'react';
import { conversationTitle, otherParticipantId, shortTime } from './conversation-display';
import type { TypingState } from './use-live-messages';

interface ConversationListProps {
  conversations: ConversationDto[];
  profiles: Map<string, PublicUserDto>;
  userId: string;
  selectedId: string | null;
  typing: TypingState;
  onSelect: (conversationId: string) => void;
}

/** The user's conversations with unread counts and last messages, filtered by name. */
export function ConversationList({
  conversations,
  profiles,
  userId,
  selectedId,
  typing,
  onSelect,
}: ConversationListProps) {
  const [search, setSearch] = useState('');
  const rows = useMemo(() => {
    const needle = search.trim().toLowerCase();
    return conversations
      .map((conversation) => ({
        conversation,
        title: conversationTitle(conversation, userId, profiles),
        avatar:
          conversation.type === 'direct'
            ? profiles.get(otherParticipantId(conversation, userId))?.avatar
            : conversation.avatar,
      }))
      .filter((row) => !needle || row.title.toLowerCase().includes(needle));
  }, [conversations, profiles, userId, search]);

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
      {rows.length === 0 ? (
        <Empty
          image={Empty.PRESENTED_IMAGE_SIMPLE}
          description={search ? 'No conversation matches' : 'No conversations yet'}
        />
      ) : (
        <ul className="conversation-list__items" aria-label="Conversations">
          {rows.map(({ conversation, title, avatar }) => {
            const last = conversation.lastMessage;
            const isTyping = Object.keys(typing[conversation.id] ?? {}).length > 0;
            const preview = isTyping
              ? 'typing…'
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
                  <Avatar size={44} src={avatar || undefined}>
                    {title.slice(0, 1).toUpperCase()}
                  </Avatar>
                  <span className="conversation-row__body">
                    <span className="conversation-row__top">
                      <Typography.Text strong ellipsis className="conversation-row__name">
                        {title}
                      </Typography.Text>
                      <Typography.Text type="secondary" className="conversation-row__time">
                        {shortTime(conversation.lastMessageAt)}
                      </Typography.Text>
                    </span>
                    <span className="conversation-row__bottom">
                      <Typography.Text
                        type="secondary"
                        ellipsis
                        italic={isTyping}
                        className="conversation-row__preview"
                      >
                        {preview}
                      </Typography.Text>
                      {conversation.unreadCount > 0 && (
                        <Badge
                          count={conversation.unreadCount}
                          color="var(--primary)"
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
