import { useQuery } from '@tanstack/react-query';
import { billingApi } from '../../../api/billing.api';
import { queryKeys } from '../../../api/query-keys';

/** The creator's payouts, scheduled and paid. */
export function usePayouts() {
  return useQuery({
    queryKey: queryKeys.billing.payouts,
    queryFn: async () => (await billingApi.payouts()).data,
  });
}
