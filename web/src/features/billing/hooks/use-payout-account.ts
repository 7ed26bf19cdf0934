import { useQuery } from '@tanstack/react-query';
import { billingApi } from '../../../api/billing.api';
import { queryKeys } from '../../../api/query-keys';

/** While onboarding, the processor's confirmation arrives on its own time: look again now and then. */
const ONBOARDING_REFRESH_MS = 10_000;

/** Whether the creator's payout account can be paid, and where to finish setting it up. */
export function usePayoutAccount() {
  return useQuery({
    queryKey: queryKeys.billing.payoutAccount,
    queryFn: async () => (await billingApi.payoutAccount()).data,
    refetchInterval: (query) =>
      query.state.data?.status === 'onboarding' ? ONBOARDING_REFRESH_MS : false,
  });
}
