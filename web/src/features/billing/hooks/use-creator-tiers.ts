import { useQuery } from '@tanstack/react-query';
import { billingApi } from '../../../api/billing.api';
import { queryKeys } from '../../../api/query-keys';

/** The active tiers a creator sells. */
export function useCreatorTiers(creatorId: string) {
  return useQuery({
    queryKey: queryKeys.billing.creatorTiers(creatorId),
    queryFn: async () => (await billingApi.creatorTiers(creatorId)).data,
    enabled: Boolean(creatorId),
  });
}
