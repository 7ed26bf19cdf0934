import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { OnlineStatus } from '@tessera/rules';
import { presenceApi } from '../api/presence.api';
import { queryKeys } from '../api/query-keys';

/** Picks the signed-in user's status; their cached record becomes the answer. */
export function useSetOnlineStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (status: OnlineStatus) => (await presenceApi.setStatus(status)).data,
    onSuccess: (record) =>
      queryClient.setQueryData(queryKeys.presence.status(record.userId), record),
  });
}
