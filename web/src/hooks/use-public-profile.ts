import { useQuery } from '@tanstack/react-query';
import { queryKeys } from '../api/query-keys';
import { usersApi } from '../api/users.api';

/** Anyone's public profile, as visitors and other members see it. */
export function usePublicProfile(userId: string) {
  return useQuery({
    queryKey: queryKeys.publicProfile(userId),
    queryFn: async () => (await usersApi.get(userId)).data.user,
  });
}
