import { useInfiniteQuery } from '@tanstack/react-query';
import { messagesApi } from '../../api/messages.api';
import { queryKeys } from '../../api/query-keys';

/** A conversation's history: the newest page first, then older pages by the `before` cursor. */
export function useConversationMessages(conversationId: string) {
  return useInfiniteQuery({
    queryKey: queryKeys.messages.thread(conversationId),
    queryFn: async ({ pageParam }) => (await messagesApi.messages(conversationId, pageParam)).data,
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.nextCursor,
  });
}
