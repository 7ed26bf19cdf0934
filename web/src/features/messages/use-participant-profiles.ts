import { useQueries } from '@tanstack/react-query';
import type { PublicUserDto } from '@tessera/contracts';
import { queryKeys } from '../../api/query-keys';
import { usersApi } from '../../api/users.api';

/** Public profiles of the people in the user's conversations, by id, as they arrive. */
export function useParticipantProfiles(userIds: readonly string[]): Map<string, PublicUserDto> {
  return useQueries({
    queries: userIds.map((userId) => ({
      queryKey: queryKeys.publicProfile(userId),
      queryFn: async () => (await usersApi.get(userId)).data.user,
      staleTime: 5 * 60_000,
    })),
    combine: (results) =>
      new Map(
        results.flatMap((result) => (result.data ? [[result.data.id, result.data] as const] : [])),
      ),
  });
}
