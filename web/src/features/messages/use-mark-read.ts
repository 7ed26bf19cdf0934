import { useMutation, useQueryClient } from '@tanstack/react-query';
import { messagesApi } from '../../api/messages.api';
import { updateConversations } from './messages-cache';

/** Marks a conversation read up to a message; its unread count drops to what is left. */
export function useMarkRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: { conversationId: string; messageId?: string }) =>
      (await messagesApi.markRead(input.conversationId, input.messageId)).data,
    onSuccess: (mark) => {
      updateConversations(queryClient, (conversation) =>
        conversation.id === mark.conversationId
          ? { ...conversation, unreadCount: mark.unreadCount }
          : conversation,
      );
    },
  });
}
