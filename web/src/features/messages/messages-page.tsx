import MessageOutlined from '@ant-design/icons/MessageOutlined';
import NotificationOutlined from '@ant-design/icons/NotificationOutlined';
import { Alert, Empty, Flex, Skeleton, Typography } from 'antd';
import { useCallback, useEffect, useMemo, useRef } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useBulkOnlineStatus } from '../../hooks/use-bulk-online-status';
import { ButtonLink } from '../../components/navigation/button-link';
import { useSession } from '../../session/session-context';
import { userHasRole } from '../../session/user-role';
import { conversationTitle, otherParticipantId, personName } from './conversation-display';
import { refusalOffer } from './refusal-offer';
import { ConversationList } from './conversation-list';
import { ConversationThread } from './conversation-thread';
import { NewGroupButton } from './new-group-button';
import { useConversations } from './use-conversations';
import { useLiveMessages } from './use-live-messages';
import { useMessagingSocket } from './use-messaging-socket';
import { useParticipantProfiles } from './use-participant-profiles';
import { useStartConversation } from './use-start-conversation';

const NO_STATUSES = {};

/**
 * /messages: the conversation list beside the open thread (`?c=<id>`); `?to=<userId>` opens or
 * starts the direct conversation with someone. On a phone it shows the list or the thread.
 */
export function MessagesPage() {
  const { user } = useSession();
  const userId = user?.id ?? '';
  const [params, setParams] = useSearchParams();
  const selectedId = params.get('c');
  const recipientId = params.get('to');
  const socket = useMessagingSocket();
  // A group the user is removed from while it is open closes, back to the list.
  const closeGone = useCallback(() => setParams({}, { replace: true }), [setParams]);
  const typing = useLiveMessages(socket, user?.id, selectedId, closeGone);
  const conversations = useConversations();
  const start = useStartConversation();
  const startedFor = useRef<string | null>(null);

  const peopleIds = useMemo(() => {
    const ids = new Set<string>();
    for (const conversation of conversations.data ?? []) {
      if (conversation.type === 'direct') ids.add(otherParticipantId(conversation, userId));
      else for (const participant of conversation.participants) ids.add(participant.userId);
    }
    return [...ids].sort();
  }, [conversations.data, userId]);
  const profiles = useParticipantProfiles(peopleIds);
  const peerIds = useMemo(
    () =>
      (conversations.data ?? [])
        .filter((conversation) => conversation.type === 'direct')
        .map((conversation) => otherParticipantId(conversation, userId))
        .sort(),
    [conversations.data, userId],
  );
  const statuses = useBulkOnlineStatus(peerIds).data ?? NO_STATUSES;
  const contacts = useMemo(
    () =>
      peerIds.flatMap((id) => {
        const profile = profiles.get(id);
        return profile && id !== userId
          ? [{ id, name: personName(profile), avatar: profile.avatar }]
          : [];
      }),
    [peerIds, profiles, userId],
  );

  const { mutate: startConversation } = start;
  useEffect(() => {
    if (!recipientId || startedFor.current === recipientId) return;
    startedFor.current = recipientId;
    startConversation(recipientId, {
      onSuccess: (conversation) => setParams({ c: conversation.id }, { replace: true }),
    });
  }, [recipientId, startConversation, setParams]);

  const selected = conversations.data?.find((item) => item.id === selectedId) ?? null;
  const peer =
    selected?.type === 'direct' ? profiles.get(otherParticipantId(selected, userId)) : undefined;
  const tipCreator =
    peer?.role === 'creator' && peer.id !== userId ? { id: peer.id, name: personName(peer) } : null;
  const offer = start.isError ? refusalOffer(start.error) : null;
  const select = (conversationId: string | null) =>
    setParams(conversationId ? { c: conversationId } : {});

  return (
    <div className={`messages-page${selectedId ? ' messages-page--thread-open' : ''}`}>
      <aside className="messages-page__list">
        <Flex justify="space-between" align="center" gap={8} wrap>
          <Typography.Title level={1} className="messages-page__title">
            Messages
          </Typography.Title>
          <Flex gap={8}>
            <NewGroupButton contacts={contacts} userId={userId} onCreated={select} />
            {userHasRole(user, 'creator') && (
              <ButtonLink
                to="/messages/broadcasts"
                className="messages-page__broadcast"
                icon={<NotificationOutlined />}
              >
                Broadcast
              </ButtonLink>
            )}
          </Flex>
        </Flex>
        {start.isError && (
          <Alert
            type="error"
            showIcon
            className="messages-page__alert"
            title="The conversation could not be started"
            description={
              offer && recipientId
                ? `${start.error.message}. Subscribers of this creator may message them: ${offer.name}, ${offer.price} a month.`
                : start.error.message
            }
            action={
              offer &&
              recipientId && (
                <ButtonLink
                  type="primary"
                  size="small"
                  to={`/subscribe/${encodeURIComponent(recipientId)}?tier=${encodeURIComponent(offer.id)}`}
                >
                  Subscribe for {offer.price}
                </ButtonLink>
              )
            }
            closable={{ onClose: () => start.reset() }}
          />
        )}
        {conversations.isPending ? (
          <Skeleton active avatar paragraph={{ rows: 2 }} />
        ) : conversations.isError ? (
          <Alert type="error" showIcon title={conversations.error.message} />
        ) : (
          <ConversationList
            conversations={conversations.data}
            profiles={profiles}
            userId={userId}
            selectedId={selectedId}
            typing={typing}
            statuses={statuses}
            onSelect={select}
          />
        )}
      </aside>
      <div className="messages-page__thread">
        {selected ? (
          <ConversationThread
            key={selected.id}
            conversation={selected}
            title={conversationTitle(selected, userId, profiles)}
            userId={userId}
            profiles={profiles}
            contacts={contacts}
            tipCreator={tipCreator}
            typists={Object.keys(typing[selected.id] ?? {})}
            socket={socket}
            onBack={() => select(null)}
          />
        ) : (
          <Empty
            className="messages-page__placeholder"
            image={<MessageOutlined className="messages-page__placeholder-icon" />}
            description={
              start.isPending || (selectedId && conversations.isPending)
                ? 'Opening the conversation…'
                : 'Choose a conversation to read and reply'
            }
          />
        )}
      </div>
    </div>
  );
}
