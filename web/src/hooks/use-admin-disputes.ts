import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { AdminDisputeQuery } from '@tessera/contracts';
import { adminDisputesApi } from '../api/admin-disputes.api';
import { queryKeys } from '../api/query-keys';
import type { QueryParams } from '../api/query-string';

/** One page of disputes, the soonest deadline first; the last page shows while paging. */
export function useAdminDisputes(query: QueryParams<AdminDisputeQuery>) {
  return useQuery({
    queryKey: queryKeys.adminDisputes.page(query),
    queryFn: async () => (await adminDisputesApi.list(query)).data,
    placeholderData: keepPreviousData,
  });
}
