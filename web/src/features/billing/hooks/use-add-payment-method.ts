import { useMutation, useQueryClient } from '@tanstack/react-query';
import { billingApi } from '../../../api/billing.api';
import { queryKeys } from '../../../api/query-keys';

/** Saves a payment method created by Stripe Elements or a local test method (`pm_...`). */
export function useAddPaymentMethod() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, makeDefault }: { id: string; makeDefault?: boolean }) =>
      (await billingApi.addPaymentMethod(id, makeDefault)).data,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.billing.paymentMethods }),
  });
}
