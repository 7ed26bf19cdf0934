import { useQuery } from '@tanstack/react-query';
import { billingApi } from '../../../api/billing.api';
import { queryKeys } from '../../../api/query-keys';

/** How the checkout adds a card: Stripe Elements, or the local processor's test methods. */
export function useCheckoutConfig() {
  return useQuery({
    queryKey: queryKeys.billing.checkoutConfig,
    queryFn: async () => (await billingApi.checkoutConfig()).data,
    staleTime: Infinity,
  });
}
