import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { AdminPayoutQuery } from '@tessera/contracts';
import { adminPayoutsApi } from '../api/admin-payouts.api';
import { queryKeys } from '../api/query-keys';
import type { QueryParams } from '../api/query-string';

/** One page of creators' payouts, optionally of one status; the last page shows while paging. */
export function useAdminPayouts(query: QueryParams<AdminPayoutQuery>) {
  return useQuery({
    queryKey: queryKeys.adminPayouts.page(query),
    queryFn: async () => (await adminPayoutsApi.list(query)).data,
    placeholderData: keepPreviousData,
  });
}
