import { useMutation, useQueryClient } from '@tanstack/react-query';
import { billingApi } from '../../../api/billing.api';
import { queryKeys } from '../../../api/query-keys';

/** Stops selling a tier; its current subscribers keep it until they leave. */
export function useDeactivateCreatorTier() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (tierId: string) => (await billingApi.deactivateTier(tierId)).data,
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.billing.ownTiers }),
  });
}
