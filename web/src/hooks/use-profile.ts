import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { authApi } from '../api/auth.api';
import { queryKeys } from '../api/query-keys';
import { useSession } from '../session/session-context';

/** The signed-in user's profile, fetched fresh and mirrored into the session. */
export function useProfile() {
  const { user, updateUser } = useSession();
  const query = useQuery({
    queryKey: queryKeys.profile(user?.id ?? 'anonymous'),
    queryFn: async () => (await authApi.profile()).data.user,
    enabled: Boolean(user),
  });
  useEffect(() => {
    if (query.data) updateUser(query.data);
  }, [query.data, updateUser]);
  return query;
}
