import { useQuery } from '@tanstack/react-query';
import { billingApi } from '../../../api/billing.api';
import { queryKeys } from '../../../api/query-keys';

/** The creator's revenue, subscriber and churn figures. */
export function usePaymentAnalytics() {
  return useQuery({
    queryKey: queryKeys.billing.analytics,
    queryFn: async () => (await billingApi.analytics()).data,
  });
}
