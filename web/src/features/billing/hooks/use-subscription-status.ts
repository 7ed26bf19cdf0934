import { useQuery } from '@tanstack/react-query';
import { billingApi } from '../../../api/billing.api';
import { queryKeys } from '../../../api/query-keys';

/** The viewer's platform plan and creator subscriptions. */
export function useSubscriptionStatus(enabled = true) {
  return useQuery({
    queryKey: queryKeys.billing.status,
    queryFn: async () => (await billingApi.status()).data,
    enabled,
  });
}
