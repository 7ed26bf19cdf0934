import { useMutation, useQueryClient } from '@tanstack/react-query';
import { billingApi } from '../../../api/billing.api';
import { queryKeys } from '../../../api/query-keys';

/** Starts linking the payout account; the answer says where onboarding continues. */
export function useLinkPayoutAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => (await billingApi.linkPayoutAccount()).data,
    onSuccess: async (account) => {
      queryClient.setQueryData(queryKeys.billing.payoutAccount, account);
      await queryClient.invalidateQueries({ queryKey: queryKeys.billing.earnings });
    },
  });
}
