import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { ReportQueryParams } from '@tessera/contracts';
import { billingApi } from '../../../api/billing.api';
import { queryKeys } from '../../../api/query-keys';
import type { QueryParams } from '../../../api/query-string';

/** The creator's revenue per period, newest last. */
export function useRevenueReport(query: QueryParams<ReportQueryParams>) {
  return useQuery({
    queryKey: queryKeys.billing.revenueReport(query),
    queryFn: async () => (await billingApi.revenueReport(query)).data,
    placeholderData: keepPreviousData,
  });
}
