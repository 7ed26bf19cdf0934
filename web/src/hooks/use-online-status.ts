import { useQuery } from '@tanstack/react-query';
import { presenceApi } from '../api/presence.api';
import { queryKeys } from '../api/query-keys';

/** A user's status record; none is asked for without a user id. */
export function useOnlineStatus(userId: string | null | undefined) {
  return useQuery({
    queryKey: queryKeys.presence.status(userId ?? ''),
    queryFn: async () => (await presenceApi.status(userId ?? '')).data,
    enabled: Boolean(userId),
  });
}
