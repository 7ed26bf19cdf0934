import { useQuery } from '@tanstack/react-query';
import { billingApi } from '../../../api/billing.api';
import { queryKeys } from '../../../api/query-keys';

/** The creator's pending and available balance and net earnings per day. */
export function useEarnings() {
  return useQuery({
    queryKey: queryKeys.billing.earnings,
    queryFn: async () => (await billingApi.earnings()).data,
  });
}
