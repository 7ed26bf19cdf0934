import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { billingApi } from '../../../api/billing.api';
import { queryKeys } from '../../../api/query-keys';

/** One page of the viewer's transactions; the previous page stays shown while the next loads. */
export function useTransactions(page: number, limit: number) {
  return useQuery({
    queryKey: queryKeys.billing.transactions(page, limit),
    queryFn: async () => (await billingApi.transactions(page, limit)).data,
    placeholderData: keepPreviousData,
  });
}
