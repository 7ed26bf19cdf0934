import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { AdminPaymentQuery } from '@tessera/contracts';
import { adminPaymentsApi } from '../api/admin-payments.api';
import { queryKeys } from '../api/query-keys';
import type { QueryParams } from '../api/query-string';

/** One page of everyone's payments matching the filters; the last page shows while paging. */
export function useAdminPayments(query: QueryParams<AdminPaymentQuery>) {
  return useQuery({
    queryKey: queryKeys.adminPayments.page(query),
    queryFn: async () => (await adminPaymentsApi.list(query)).data,
    placeholderData: keepPreviousData,
  });
}
