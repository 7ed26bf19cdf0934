import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ConversationDto } from '@tessera/contracts';
import { messagesApi } from '../../api/messages.api';
import { queryKeys } from '../../api/query-keys';

export interface SupportRequest {
  topic: string;
  subject: string;
  message: string;
}

/** Opens a support conversation with the platform's staff and sends the first message in it. */
export function useStartSupportRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (request: SupportRequest): Promise<ConversationDto> => {
      const conversation = (await messagesApi.startSupport(request.subject, request.topic)).data;
      await messagesApi.send(conversation.id, {
        content: request.message,
        clientMessageId: `support-${conversation.id}`,
      });
      return conversation;
    },
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: queryKeys.messages.conversations });
    },
  });
}
