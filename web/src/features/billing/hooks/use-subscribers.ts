import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { billingApi, type SubscriberQuery } from '../../../api/billing.api';
import { queryKeys } from '../../../api/query-keys';

/** One page of the creator's subscribers. */
export function useSubscribers(query: SubscriberQuery) {
  return useQuery({
    queryKey: queryKeys.billing.subscribers(query),
    queryFn: async () => (await billingApi.subscribers(query)).data,
    placeholderData: keepPreviousData,
  });
}
