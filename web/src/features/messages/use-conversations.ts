import { useQuery } from '@tanstack/react-query';
import { messagesApi } from '../../api/messages.api';
import { queryKeys } from '../../api/query-keys';

/** The signed-in user's conversations, newest activity first, with unread counts. */
export function useConversations() {
  return useQuery({
    queryKey: queryKeys.messages.conversations,
    queryFn: async () => (await messagesApi.conversations()).data.conversations,
  });
}
