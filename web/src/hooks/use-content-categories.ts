import { useQuery } from '@tanstack/react-query';
import { contentApi } from '../api/content.api';
import { queryKeys } from '../api/query-keys';

export function useContentCategories() {
  return useQuery({
    queryKey: queryKeys.content.categories,
    queryFn: async () => (await contentApi.categories()).data,
    staleTime: 10 * 60_000,
  });
}
