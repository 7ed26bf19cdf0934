import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { accountSecurityApi } from '../../api/account-security.api';
import { queryKeys } from '../../api/query-keys';
import { useSession } from '../../session/session-context';

/** The signed-in account's live sessions, most recently used first. */
export function useAccountSessions() {
  const { user } = useSession();
  return useQuery({
    queryKey: queryKeys.accountSecurity.sessions(user?.id ?? 'anonymous'),
    queryFn: async () => (await accountSecurityApi.sessions()).data.sessions,
    enabled: Boolean(user),
  });
}

/** Ends one of the account's other sessions, then lists them again. */
export function useEndSession() {
  const { user } = useSession();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (sessionId: string) => accountSecurityApi.endSession(sessionId),
    onSettled: () =>
      queryClient.invalidateQueries({
        queryKey: queryKeys.accountSecurity.sessions(user?.id ?? 'anonymous'),
      }),
  });
}
