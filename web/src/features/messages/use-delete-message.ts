import { useMutation, useQueryClient } from '@tanstack/react-query';
import { messagesApi } from '../../api/messages.api';
import { markDeleted } from './messages-cache';

/** Deletes a message: it stays in the history as 'This message was deleted'. */
export function useDeleteMessage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (messageId: string) => (await messagesApi.remove(messageId)).data,
    onSuccess: (message) => {
      markDeleted(queryClient, {
        id: message.id,
        conversationId: message.conversationId,
        deletedAt: message.deletedAt ?? new Date().toISOString(),
      });
    },
  });
}
