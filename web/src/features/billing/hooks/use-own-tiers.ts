import { useQuery } from '@tanstack/react-query';
import { billingApi } from '../../../api/billing.api';
import { queryKeys } from '../../../api/query-keys';

/** The signed-in creator's own tiers, inactive ones included. */
export function useOwnTiers() {
  return useQuery({
    queryKey: queryKeys.billing.ownTiers,
    queryFn: async () => (await billingApi.ownTiers()).data,
  });
}
