import { useInfiniteQuery } from '@tanstack/react-query';
import { queryKeys } from '../api/query-keys';
import { realDataApi } from '../api/real-data.api';

/** Creators page by page: each "Load more" asks for the next `pageSize` after those shown. */
export function useRealDataCreators(pageSize: number) {
  return useInfiniteQuery({
    queryKey: queryKeys.realData.creators(pageSize),
    queryFn: ({ pageParam }) => realDataApi.creators(pageSize, pageParam),
    initialPageParam: 0,
    getNextPageParam: (last, pages) => {
      const loaded = pages.reduce((sum, page) => sum + page.creators.length, 0);
      return loaded < last.total && last.creators.length > 0 ? loaded : undefined;
    },
  });
}
