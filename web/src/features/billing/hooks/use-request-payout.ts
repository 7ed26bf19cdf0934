import { useMutation, useQueryClient } from '@tanstack/react-query';
import { billingApi } from '../../../api/billing.api';
import { queryKeys } from '../../../api/query-keys';

/** Asks for a payout of the given amount, or of the whole available balance. */
export function useRequestPayout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (amountCents?: number) => (await billingApi.requestPayout(amountCents)).data,
    onSettled: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.billing.payouts }),
        queryClient.invalidateQueries({ queryKey: queryKeys.billing.earnings }),
      ]);
    },
  });
}
