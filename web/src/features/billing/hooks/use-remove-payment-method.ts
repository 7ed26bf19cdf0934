import { useMutation, useQueryClient } from '@tanstack/react-query';
import { billingApi } from '../../../api/billing.api';
import { queryKeys } from '../../../api/query-keys';

export function useRemovePaymentMethod() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (methodId: string) => (await billingApi.removePaymentMethod(methodId)).data,
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.billing.paymentMethods }),
  });
}
