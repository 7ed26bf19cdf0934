import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ConversationDto, ConversationPreferencesRequestBody } from '@tessera/contracts';
import { messagesApi } from '../../api/messages.api';
import { replaceConversation } from './messages-cache';

/** Archives, mutes or pins a conversation for the signed-in user. */
export function useConversationPreferences() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: {
      conversationId: string;
      changes: ConversationPreferencesRequestBody;
    }): Promise<ConversationDto> =>
      (await messagesApi.setPreferences(input.conversationId, input.changes)).data,
    onSuccess: (conversation) => replaceConversation(queryClient, conversation),
  });
}
