import { useMutation, useQueryClient } from '@tanstack/react-query';
import { messagesApi } from '../../api/messages.api';
import { replaceConversation } from './messages-cache';

/** Renames a group (its owner may). */
export function useRenameGroup(conversationId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (name: string) =>
      (await messagesApi.updateGroup(conversationId, { name })).data,
    onSuccess: (conversation) => replaceConversation(queryClient, conversation),
  });
}
