import { useQuery } from '@tanstack/react-query';
import { contentApi } from '../api/content.api';
import { queryKeys } from '../api/query-keys';

/** The signed-in creator's totals and recent activity. */
export function useContentStats() {
  return useQuery({
    queryKey: queryKeys.content.stats,
    queryFn: async () => (await contentApi.stats()).data,
  });
}
