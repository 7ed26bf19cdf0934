import { useQuery } from '@tanstack/react-query';
import { healthApi } from '../api/health.api';
import { queryKeys } from '../api/query-keys';

export function useHealth() {
  return useQuery({
    queryKey: queryKeys.health,
    queryFn: async () => (await healthApi.get()).data,
    retry: false,
  });
}
