import { useMutation, useQueryClient } from '@tanstack/react-query';
import { billingApi } from '../../../api/billing.api';
import { queryKeys } from '../../../api/query-keys';

/** Stops renewal: the subscription stays active until the end of the paid period. */
export function useCancelSubscription() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (subscriptionId: string) => (await billingApi.cancel(subscriptionId)).data,
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.billing.status }),
  });
}
