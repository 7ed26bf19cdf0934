import { useInfiniteQuery } from '@tanstack/react-query';
import { contentApi } from '../api/content.api';
import { queryKeys } from '../api/query-keys';

/** The viewer's bookmarked posts, page by page along the server's cursor. */
export function useBookmarks() {
  return useInfiniteQuery({
    queryKey: queryKeys.content.bookmarks,
    queryFn: async ({ pageParam }) => (await contentApi.bookmarks(pageParam)).data,
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.nextCursor ?? undefined,
  });
}
