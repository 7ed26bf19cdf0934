import { useQuery } from '@tanstack/react-query';
import { adminSystemApi } from '../api/admin-system.api';
import { queryKeys } from '../api/query-keys';

/** How often the system page probes again while it is open. */
export const SYSTEM_REFRESH_MS = 15_000;

/** The system page's figures, probed again every 15 seconds. */
export function useSystemHealth() {
  return useQuery({
    queryKey: queryKeys.adminSystem.health,
    queryFn: async () => (await adminSystemApi.health()).data,
    refetchInterval: SYSTEM_REFRESH_MS,
  });
}
