import { useQuery } from '@tanstack/react-query';
import { billingApi } from '../../../api/billing.api';
import { queryKeys } from '../../../api/query-keys';

/** Whether the creator's payout account is linked, and where to link it. */
export function usePayoutAccount() {
  return useQuery({
    queryKey: queryKeys.billing.payoutAccount,
    queryFn: async () => (await billingApi.payoutAccount()).data,
  });
}
