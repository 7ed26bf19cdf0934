import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ConversationDto } from '@tessera/contracts';
import { messagesApi } from '../../api/messages.api';
import { queryKeys } from '../../api/query-keys';

/** Deletes a conversation for the signed-in user: it leaves the list and its history goes. */
export function useDeleteConversation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (conversationId: string) => {
      await messagesApi.deleteConversation(conversationId);
      return conversationId;
    },
    onSuccess: (conversationId) => {
      queryClient.setQueryData<ConversationDto[]>(queryKeys.messages.conversations, (list) =>
        list?.filter((item) => item.id !== conversationId),
      );
      queryClient.removeQueries({ queryKey: queryKeys.messages.thread(conversationId) });
    },
  });
}
