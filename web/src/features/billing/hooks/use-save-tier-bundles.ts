import type { SetTierBundlesRequestBody } from '@tessera/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { billingOffersApi } from '../../../api/billing-offers.api';
import { queryKeys } from '../../../api/query-keys';

/** Sets the whole set of a tier's bundles. */
export function useSaveTierBundles(creatorId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ tierId, body }: { tierId: string; body: SetTierBundlesRequestBody }) =>
      (await billingOffersApi.setTierBundles(tierId, body)).data,
    onSettled: () =>
      queryClient.invalidateQueries({ queryKey: queryKeys.billing.creatorBundles(creatorId) }),
  });
}
