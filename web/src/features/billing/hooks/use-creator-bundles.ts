import { useQuery } from '@tanstack/react-query';
import { billingOffersApi } from '../../../api/billing-offers.api';
import { queryKeys } from '../../../api/query-keys';

/** The bundles of each tier a creator sells. */
export function useCreatorBundles(creatorId: string) {
  return useQuery({
    queryKey: queryKeys.billing.creatorBundles(creatorId),
    queryFn: async () => (await billingOffersApi.creatorBundles(creatorId)).data,
    enabled: Boolean(creatorId),
  });
}
