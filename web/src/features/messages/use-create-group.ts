import { useMutation, useQueryClient } from '@tanstack/react-query';
import { messagesApi } from '../../api/messages.api';
import { queryKeys } from '../../api/query-keys';

/** Starts a group the signed-in user owns, with the people picked. */
export function useCreateGroup() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: { name: string; participantIds: string[] }) =>
      (await messagesApi.createGroup(input.name, input.participantIds)).data,
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: queryKeys.messages.conversations });
    },
  });
}
