import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { ListContentQueryParams } from '@tessera/contracts';
import { contentApi } from '../api/content.api';
import { queryKeys } from '../api/query-keys';
import type { QueryParams } from '../api/query-string';

/** One page of posts matching the filters; the previous page stays shown while the next loads. */
export function useContentList(query: QueryParams<ListContentQueryParams>, enabled = true) {
  return useQuery({
    queryKey: queryKeys.content.list(query),
    queryFn: async () => (await contentApi.list(query)).data,
    placeholderData: keepPreviousData,
    enabled,
  });
}
