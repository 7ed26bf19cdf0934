import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { IncidentStatus } from '@tessera/contracts';
import { adminSystemApi } from '../api/admin-system.api';
import { queryKeys } from '../api/query-keys';
import { SYSTEM_REFRESH_MS } from './use-system-health';

/** Security incidents of one status (all when none), read again every 15 seconds. */
export function useSecurityIncidents(status: IncidentStatus | undefined) {
  return useQuery({
    queryKey: queryKeys.adminSystem.incidents(status ?? 'all'),
    queryFn: async () => (await adminSystemApi.incidents(status)).data,
    refetchInterval: SYSTEM_REFRESH_MS,
    placeholderData: keepPreviousData,
  });
}
