import { useMutation, useQueryClient } from '@tanstack/react-query';
import { messagesApi } from '../../api/messages.api';
import { queryKeys } from '../../api/query-keys';

/** Opens the direct conversation with someone, creating it (and counting it) the first time. */
export function useStartConversation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (participantId: string) =>
      (await messagesApi.startDirect(participantId)).data,
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: queryKeys.messages.conversations });
    },
  });
}
