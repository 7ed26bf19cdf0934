import { useQuery } from '@tanstack/react-query';
import { queryKeys } from '../api/query-keys';
import { realDataApi } from '../api/real-data.api';

/** The platform's counts, as the search service last computed them; they move slowly. */
export function usePlatformStats() {
  return useQuery({
    queryKey: queryKeys.realData.platformStats,
    queryFn: realDataApi.platformStats,
    select: (body) => body.stats,
    staleTime: 5 * 60_000,
  });
}
