import { useInfiniteQuery } from '@tanstack/react-query';
import { contentApi } from '../api/content.api';
import { queryKeys } from '../api/query-keys';

/** The viewer's timeline, page by page along the server's cursor. */
export function useContentFeed() {
  return useInfiniteQuery({
    queryKey: queryKeys.content.feed,
    queryFn: async ({ pageParam }) => (await contentApi.feed(pageParam)).data,
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.nextCursor ?? undefined,
  });
}
