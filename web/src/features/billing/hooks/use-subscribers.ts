import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { SubscribersQueryParams } from '@tessera/contracts';
import { billingApi } from '../../../api/billing.api';
import { queryKeys } from '../../../api/query-keys';
import type { QueryParams } from '../../../api/query-string';

/** One page of the creator's subscribers. */
export function useSubscribers(query: QueryParams<SubscribersQueryParams>) {
  return useQuery({
    queryKey: queryKeys.billing.subscribers(query),
    queryFn: async () => (await billingApi.subscribers(query)).data,
    placeholderData: keepPreviousData,
  });
}
