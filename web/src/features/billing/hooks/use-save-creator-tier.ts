import type { CreateCreatorTierRequestBody } from '@tessera/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { billingApi } from '../../../api/billing.api';
import { queryKeys } from '../../../api/query-keys';

/** Creates a tier, or updates the one with `tierId`. */
export function useSaveCreatorTier() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ tierId, tier }: { tierId?: string; tier: CreateCreatorTierRequestBody }) =>
      (tierId ? await billingApi.updateTier(tierId, tier) : await billingApi.createTier(tier)).data,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.billing.ownTiers }),
  });
}
