import { useQuery } from '@tanstack/react-query';
import { broadcastsApi } from '../../api/broadcasts.api';
import { queryKeys } from '../../api/query-keys';

/** While a broadcast is going out or waiting for its time, its counts are refreshed this often. */
const LIVE_REFRESH_MS = 3000;

/** The creator's broadcasts, newest first, refreshed while any is scheduled or sending. */
export function useBroadcasts() {
  return useQuery({
    queryKey: queryKeys.messages.broadcasts,
    queryFn: async () => (await broadcastsApi.list()).data.broadcasts,
    refetchInterval: (query) =>
      query.state.data?.some((item) => item.status === 'sending' || item.status === 'scheduled')
        ? LIVE_REFRESH_MS
        : false,
  });
}
