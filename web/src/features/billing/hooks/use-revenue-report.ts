import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { billingApi, type RevenueReportQuery } from '../../../api/billing.api';
import { queryKeys } from '../../../api/query-keys';

/** The creator's revenue per period, newest last. */
export function useRevenueReport(query: RevenueReportQuery) {
  return useQuery({
    queryKey: queryKeys.billing.revenueReport(query),
    queryFn: async () => (await billingApi.revenueReport(query)).data,
    placeholderData: keepPreviousData,
  });
}
