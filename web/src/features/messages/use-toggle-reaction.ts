import { useMutation, useQueryClient } from '@tanstack/react-query';
import { messagesApi } from '../../api/messages.api';
import { upsertMessage } from './messages-cache';

/** Adds the user's emoji to a message, or takes it back when `active` says it is there. */
export function useToggleReaction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: { messageId: string; emoji: string; active: boolean }) =>
      (input.active
        ? await messagesApi.unreact(input.messageId, input.emoji)
        : await messagesApi.react(input.messageId, input.emoji)
      ).data,
    onSuccess: (message) => upsertMessage(queryClient, message),
  });
}
