import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ChatThemeId } from '@tessera/contracts';
import { messagesApi } from '../../api/messages.api';
import { replaceConversation } from './messages-cache';

/** Chooses the signed-in user's chat theme for a conversation (null: the app's colours). */
export function useConversationTheme(conversationId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (themeId: ChatThemeId | null) =>
      (await messagesApi.setTheme(conversationId, { themeId })).data,
    onSuccess: (conversation) => replaceConversation(queryClient, conversation),
  });
}
