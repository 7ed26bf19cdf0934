import { useMutation, useQueryClient } from '@tanstack/react-query';
import { billingApi } from '../../../api/billing.api';
import { queryKeys } from '../../../api/query-keys';

/** Undoes a cancellation before the period ends, so the subscription renews again. */
export function useResumeSubscription() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (subscriptionId: string) => (await billingApi.resume(subscriptionId)).data,
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.billing.status }),
  });
}
