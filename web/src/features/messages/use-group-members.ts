import { useMutation, useQueryClient } from '@tanstack/react-query';
import { messagesApi } from '../../api/messages.api';
import { queryKeys } from '../../api/query-keys';
import { replaceConversation } from './messages-cache';

/**
 * Changes who is in a group: adds someone, or removes someone (oneself: leaves it, and the group
 * goes from the list). The service decides who may.
 */
export function useGroupMembers(conversationId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (change: { add: string } | { remove: string }) =>
      'add' in change
        ? (await messagesApi.addParticipant(conversationId, change.add)).data
        : (await messagesApi.removeParticipant(conversationId, change.remove)).data,
    onSuccess: async (conversation) => {
      if (conversation) return replaceConversation(queryClient, conversation);
      await queryClient.invalidateQueries({ queryKey: queryKeys.messages.conversations });
    },
  });
}
