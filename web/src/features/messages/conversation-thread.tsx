import type { ConversationDto, PublicUserDto } from '@tessera/contracts';
import { Alert, Button, ConfigProvider, Spin, Typography } from 'antd';
import { useEffect, useLayoutEffect, useRef } from 'react';
import type { Socket } from 'socket.io-client';
import { FeatureOffNote } from '../../components/feedback/feature-off-note';
import { useFeatureSwitch } from '../../hooks/use-public-settings';
import { threadThemeStyle } from './chat-theme-style';
import { personName } from './conversation-display';
import { MessageBubble } from './message-bubble';
import { MessageComposer } from './message-composer';
import { threadMessages } from './messages-cache';
import { useConversationMessages } from './use-conversation-messages';
import { useMarkRead } from './use-mark-read';
import type { PersonOption } from './use-people-search';
import { ThreadHeader } from './thread-header';

interface ConversationThreadProps {
  conversation: ConversationDto;
  title: string;
  userId: string;
  profiles: Map<string, PublicUserDto>;
  /** People the user talks with, offered when adding to a group. */
  contacts: PersonOption[];
  /** The other person of a direct conversation when they are a creator: they can be tipped. */
  tipCreator: { id: string; name: string } | null;
  /** Ids of the people typing here now. */
  typists: string[];
  socket: Socket | null;
  onBack: () => void;
}

/** One conversation: its history with older pages on demand, who is typing, and the composer. */
export function ConversationThread({
  conversation,
  title,
  userId,
  profiles,
  contacts,
  tipCreator,
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
  const theme = threadThemeStyle(conversation.themeId);

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
    <section
      className="message-thread"
      aria-label={`Conversation with ${title}`}
      style={theme?.thread}
    >
      <ThreadHeader
        conversation={conversation}
        title={title}
        userId={userId}
        profiles={profiles}
        contacts={contacts}
        onBack={onBack}
        onGone={onBack}
      />
      <div className="message-thread__scroll" ref={scrollRef} style={theme?.scroll}>
        <ConfigProvider theme={theme?.controls}>
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
        </ConfigProvider>
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
          tipCreator={tipCreator}
        />
      )}
    </section>
  );
}
