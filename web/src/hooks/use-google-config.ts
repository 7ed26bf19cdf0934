import { useQuery } from '@tanstack/react-query';
import { authApi } from '../api/auth.api';
import { queryKeys } from '../api/query-keys';

export function useGoogleConfig() {
  return useQuery({
    queryKey: queryKeys.googleConfig,
    queryFn: async () => (await authApi.googleConfig()).data,
    staleTime: Infinity,
    retry: false,
  });
}
