import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { contentApi, type ContentListQuery } from '../api/content.api';
import { queryKeys } from '../api/query-keys';

/** One page of posts matching the filters; the previous page stays shown while the next loads. */
export function useContentList(query: ContentListQuery, enabled = true) {
  return useQuery({
    queryKey: queryKeys.content.list(query),
    queryFn: async () => (await contentApi.list(query)).data,
    placeholderData: keepPreviousData,
    enabled,
  });
}
