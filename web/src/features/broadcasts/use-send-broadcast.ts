import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreateBroadcastRequest } from '@tessera/contracts';
import { broadcastsApi } from '../../api/broadcasts.api';
import { queryKeys } from '../../api/query-keys';

export function useSendBroadcast() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (request: CreateBroadcastRequest) => (await broadcastsApi.send(request)).data,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.messages.broadcasts }),
  });
}
