import { useMutation, useQueryClient } from '@tanstack/react-query';
import { broadcastsApi } from '../../api/broadcasts.api';
import { queryKeys } from '../../api/query-keys';

export function useCancelBroadcast() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (broadcastId: string) => (await broadcastsApi.cancel(broadcastId)).data,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.messages.broadcasts }),
  });
}
