import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useSession } from '../../session/session-context';
import { messagesApi } from '../../api/messages.api';
import { noteLastMessage, upsertMessage } from './messages-cache';

/** Changes the text of one of the user's own messages. */
export function useEditMessage() {
  const queryClient = useQueryClient();
  const { user } = useSession();
  return useMutation({
    mutationFn: async (input: { messageId: string; content: string }) =>
      (await messagesApi.edit(input.messageId, input.content)).data,
    onSuccess: (message) => {
      upsertMessage(queryClient, message);
      noteLastMessage(queryClient, message, { isOwn: message.senderId === user?.id, isOpen: true });
    },
  });
}
