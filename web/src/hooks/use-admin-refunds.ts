import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { AdminRefundQuery } from '@tessera/contracts';
import { adminPaymentsApi } from '../api/admin-payments.api';
import { queryKeys } from '../api/query-keys';
import type { QueryParams } from '../api/query-string';

/** One page of refunds and refund requests, optionally of one status. */
export function useAdminRefunds(query: QueryParams<AdminRefundQuery>) {
  return useQuery({
    queryKey: queryKeys.adminRefunds.page(query),
    queryFn: async () => (await adminPaymentsApi.refunds(query)).data,
    placeholderData: keepPreviousData,
  });
}
