import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreateBroadcastRequestBody } from '@tessera/contracts';
import { broadcastsApi } from '../../api/broadcasts.api';
import { queryKeys } from '../../api/query-keys';

export function useSendBroadcast() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (request: CreateBroadcastRequestBody) =>
      (await broadcastsApi.send(request)).data,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.messages.broadcasts }),
  });
}
