import type { InfiniteData, QueryClient } from '@tanstack/react-query';
import type { ConversationDto, MessageDto, MessagePageDto } from '@tessera/contracts';
import { queryKeys } from '../../api/query-keys';

export type ThreadData = InfiniteData<MessagePageDto, string | null>;

/** What a deleted message reads as, as the service stores it. */
export const DELETED_TEXT = 'This message was deleted';

const STATUS_RANK: Record<MessageDto['status'], number> = {
  sending: 0,
  sent: 1,
  delivered: 2,
  read: 3,
};

/** Messages are numbered per conversation: `<conversationId>-<n>`. */
export function messageNumber(id: string): number {
  const match = /-(\d+)$/.exec(id);
  return match ? Number(match[1]) : Number.NaN;
}

/** Every loaded message, oldest first (pages are kept newest page first). */
export function threadMessages(data: { pages: MessagePageDto[] } | undefined): MessageDto[] {
  if (!data) return [];
  return [...data.pages].reverse().flatMap((page) => page.items);
}

function mapMessages(data: ThreadData, map: (message: MessageDto) => MessageDto): ThreadData {
  return {
    ...data,
    pages: data.pages.map((page) => ({ ...page, items: page.items.map(map) })),
  };
}

/** Adds a message to the newest page, or replaces the copy already there. */
export function upsertMessage(queryClient: QueryClient, message: MessageDto): void {
  queryClient.setQueryData<ThreadData>(
    queryKeys.messages.thread(message.conversationId),
    (data) => {
      if (!data || data.pages.length === 0) return data;
      const known = data.pages.some((page) => page.items.some((item) => item.id === message.id));
      if (known) return mapMessages(data, (item) => (item.id === message.id ? message : item));
      const [newest, ...older] = data.pages;
      const items = [...newest.items, message].sort(
        (a, b) => messageNumber(a.id) - messageNumber(b.id),
      );
      return { ...data, pages: [{ ...newest, items }, ...older] };
    },
  );
}

export function markDeleted(
  queryClient: QueryClient,
  event: { id: string; conversationId: string; deletedAt: string },
): void {
  queryClient.setQueryData<ThreadData>(queryKeys.messages.thread(event.conversationId), (data) =>
    data
      ? mapMessages(data, (item) =>
          item.id === event.id
            ? { ...item, content: DELETED_TEXT, attachments: [], deletedAt: event.deletedAt }
            : item,
        )
      : data,
  );
  updateConversations(queryClient, (conversation) =>
    conversation.lastMessage?.id === event.id
      ? {
          ...conversation,
          lastMessage: {
            ...conversation.lastMessage,
            content: DELETED_TEXT,
            deletedAt: event.deletedAt,
          },
        }
      : conversation,
  );
}

/** Raises the sender's own messages up to a message to delivered or read, never lowering one. */
export function raiseStatus(
  queryClient: QueryClient,
  conversationId: string,
  senderId: string,
  upToMessageId: string,
  status: 'delivered' | 'read',
): void {
  const limit = messageNumber(upToMessageId);
  queryClient.setQueryData<ThreadData>(queryKeys.messages.thread(conversationId), (data) =>
    data
      ? mapMessages(data, (item) =>
          item.senderId === senderId &&
          messageNumber(item.id) <= limit &&
          STATUS_RANK[item.status] < STATUS_RANK[status]
            ? { ...item, status }
            : item,
        )
      : data,
  );
}

export function updateConversations(
  queryClient: QueryClient,
  update: (conversation: ConversationDto) => ConversationDto,
): void {
  queryClient.setQueryData<ConversationDto[]>(queryKeys.messages.conversations, (data) =>
    data?.map(update),
  );
}

/** Puts the server's copy of one conversation in the list, in place. */
export function replaceConversation(queryClient: QueryClient, conversation: ConversationDto): void {
  updateConversations(queryClient, (item) => (item.id === conversation.id ? conversation : item));
}

/** A conversation the user is no longer in: out of the list, its history forgotten. */
export function dropConversation(queryClient: QueryClient, conversationId: string): void {
  queryClient.setQueryData<ConversationDto[]>(queryKeys.messages.conversations, (data) =>
    data?.filter((item) => item.id !== conversationId),
  );
  queryClient.removeQueries({ queryKey: queryKeys.messages.thread(conversationId) });
}

/**
 * A new or edited message becomes its conversation's last message; a new one from someone else
 * counts as unread unless that conversation is open. Answers false for an unknown conversation.
 */
export function noteLastMessage(
  queryClient: QueryClient,
  message: MessageDto,
  options: { isOwn: boolean; isOpen: boolean },
): boolean {
  const data = queryClient.getQueryData<ConversationDto[]>(queryKeys.messages.conversations);
  const current = data?.find((item) => item.id === message.conversationId);
  if (!data || !current) return false;
  const isNewer =
    !current.lastMessage || messageNumber(message.id) > messageNumber(current.lastMessage.id);
  const isSame = current.lastMessage?.id === message.id;
  if (!isNewer && !isSame) return true;
  const updated: ConversationDto = {
    ...current,
    lastMessage: message,
    lastMessageAt: isNewer ? message.createdAt : current.lastMessageAt,
    unreadCount:
      isNewer && !options.isOwn && !options.isOpen ? current.unreadCount + 1 : current.unreadCount,
    // The server unarchives it for a recipient who has not also muted it.
    isArchived: isNewer && !options.isOwn && !current.isMuted ? false : current.isArchived,
  };
  const others = data.filter((item) => item.id !== updated.id);
  queryClient.setQueryData<ConversationDto[]>(
    queryKeys.messages.conversations,
    isNewer ? [updated, ...others] : data.map((item) => (item.id === updated.id ? updated : item)),
  );
  return true;
}
