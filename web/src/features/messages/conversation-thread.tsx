import ArrowLeftOutlined from '@ant-design/icons/ArrowLeftOutlined';
import type { ConversationDto, PublicUserDto } from '@tessera/contracts';
import { Alert, Avatar, Button, Spin, Typography } from 'antd';
import { useEffect, useLayoutEffect, useRef } from 'react';
import type { Socket } from 'socket.io-client';
import { FeatureOffNote } from '../../components/feedback/feature-off-note';
import { useFeatureSwitch } from '../../hooks/use-public-settings';
import { otherParticipantId, personName } from './conversation-display';
import { ConversationMenu } from './conversation-menu';
import { MessageBubble } from './message-bubble';
import { MessageComposer } from './message-composer';
import { PeerPresence } from './peer-presence';
import { threadMessages } from './messages-cache';
import { useConversationMessages } from './use-conversation-messages';
import { useMarkRead } from './use-mark-read';

interface ConversationThreadProps {
  conversation: ConversationDto;
  title: string;
  avatar?: string;
  userId: string;
  profiles: Map<string, PublicUserDto>;
  /** Ids of the people typing here now. */
  typists: string[];
  socket: Socket | null;
  onBack: () => void;
}

/** One conversation: its history with older pages on demand, who is typing, and the composer. */
export function ConversationThread({
  conversation,
  title,
  avatar,
  userId,
  profiles,
  typists,
  socket,
  onBack,
}: ConversationThreadProps) {
  const history = useConversationMessages(conversation.id);
  const markRead = useMarkRead();
  const messaging = useFeatureSwitch('messagingEnabled');
  const messages = threadMessages(history.data);
  const newest = messages.at(-1);
  const scrollRef = useRef<HTMLDivElement>(null);
  const readUpToRef = useRef<string | null>(null);
  const isGroup = conversation.type !== 'direct';

  // Viewing the newest message marks the conversation read up to it, once per message.
  const { mutate: markReadMutate } = markRead;
  useEffect(() => {
    if (!newest || readUpToRef.current === newest.id) return;
    if (newest.senderId === userId && conversation.unreadCount === 0) return;
    readUpToRef.current = newest.id;
    markReadMutate({ conversationId: conversation.id, messageId: newest.id });
  }, [newest, userId, conversation.id, conversation.unreadCount, markReadMutate]);

  // Keep the newest message in view when one arrives (not when older pages load above).
  useLayoutEffect(() => {
    const box = scrollRef.current;
    if (box) box.scrollTop = box.scrollHeight;
  }, [newest?.id]);

  const typingText =
    typists.length === 0
      ? null
      : isGroup
        ? `${typists.map((id) => personName(profiles.get(id))).join(', ')} typing…`
        : `${title} is typing…`;

  return (
    <section className="message-thread" aria-label={`Conversation with ${title}`}>
      <header className="message-thread__header">
        <Button
          type="text"
          icon={<ArrowLeftOutlined />}
          aria-label="Back to conversations"
          className="message-thread__back"
          onClick={onBack}
        />
        <Avatar size={36} src={avatar || undefined}>
          {title.slice(0, 1).toUpperCase()}
        </Avatar>
        <div className="message-thread__heading">
          <Typography.Title level={2} className="message-thread__title" ellipsis>
            {title}
          </Typography.Title>
          {!isGroup && <PeerPresence userId={otherParticipantId(conversation, userId)} />}
        </div>
        <ConversationMenu conversation={conversation} />
      </header>
      <div className="message-thread__scroll" ref={scrollRef}>
        {history.isPending ? (
          <Spin className="message-thread__spin" />
        ) : history.isError ? (
          <Alert type="error" showIcon title={history.error.message} />
        ) : (
          <>
            {history.hasNextPage && (
              <Button
                size="small"
                className="message-thread__older"
                loading={history.isFetchingNextPage}
                onClick={() => void history.fetchNextPage()}
              >
                Load older messages
              </Button>
            )}
            {messages.length === 0 && (
              <Typography.Paragraph type="secondary" className="message-thread__empty">
                No messages yet. Say hello!
              </Typography.Paragraph>
            )}
            {messages.map((message) => (
              <MessageBubble
                key={message.id}
                message={message}
                viewerId={userId}
                isOwn={message.senderId === userId}
                senderName={isGroup ? personName(profiles.get(message.senderId)) : undefined}
              />
            ))}
          </>
        )}
      </div>
      <div className="message-thread__typing" aria-live="polite">
        {typingText}
      </div>
      {messaging.off ? (
        <FeatureOffNote className="message-thread__off">{messaging.note}</FeatureOffNote>
      ) : (
        <MessageComposer
          conversationId={conversation.id}
          draft={conversation.draft?.content ?? ''}
          socket={socket}
        />
      )}
    </section>
  );
}
