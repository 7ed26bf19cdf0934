import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { SearchQueryParams } from '@tessera/contracts';
import { queryKeys } from '../api/query-keys';
import type { QueryParams } from '../api/query-string';
import { searchApi } from '../api/search.api';

/** One page of search results; the previous page stays shown while the next one loads. */
export function useSearch(query: QueryParams<SearchQueryParams>, enabled = true) {
  return useQuery({
    queryKey: queryKeys.search.results(query),
    queryFn: async () => (await searchApi.search(query)).data,
    placeholderData: keepPreviousData,
    enabled,
  });
}
