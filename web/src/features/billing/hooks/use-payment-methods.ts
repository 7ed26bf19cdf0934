import { useQuery } from '@tanstack/react-query';
import { billingApi } from '../../../api/billing.api';
import { queryKeys } from '../../../api/query-keys';

/** The viewer's saved cards, the default one flagged. */
export function usePaymentMethods(enabled = true) {
  return useQuery({
    queryKey: queryKeys.billing.paymentMethods,
    queryFn: async () => (await billingApi.paymentMethods()).data,
    enabled,
  });
}
