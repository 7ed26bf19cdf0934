import { useQuery } from '@tanstack/react-query';
import { presenceApi } from '../api/presence.api';
import { queryKeys } from '../api/query-keys';

/** Statuses of many users in one call, by user id; nothing is asked for an empty list. */
export function useBulkOnlineStatus(userIds: readonly string[]) {
  return useQuery({
    queryKey: queryKeys.presence.bulk(userIds),
    queryFn: async () => (await presenceApi.bulkStatus([...new Set(userIds)])).data.statuses,
    enabled: userIds.length > 0,
  });
}
