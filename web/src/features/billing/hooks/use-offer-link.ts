import { useQuery } from '@tanstack/react-query';
import { billingOffersApi } from '../../../api/billing-offers.api';
import { queryKeys } from '../../../api/query-keys';

/** What a trial or promotion link offers, and whether it can still be claimed. */
export function useOfferLink(code: string | null) {
  return useQuery({
    queryKey: queryKeys.billing.offerLink(code ?? ''),
    queryFn: async () => (await billingOffersApi.link(code ?? '')).data,
    enabled: Boolean(code),
    retry: false,
  });
}
