import { useQuery } from '@tanstack/react-query';
import { contentApi } from '../api/content.api';
import { queryKeys } from '../api/query-keys';

export function useContentExplore() {
  return useQuery({
    queryKey: queryKeys.content.explore,
    queryFn: async () => (await contentApi.explore()).data,
  });
}
