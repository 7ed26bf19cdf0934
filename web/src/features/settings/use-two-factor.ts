import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TwoFactorDisableRequestBody } from '@tessera/contracts';
import { accountSecurityApi } from '../../api/account-security.api';
import { queryKeys } from '../../api/query-keys';
import { useSession } from '../../session/session-context';

/** Whether two-factor sign-in is on for the signed-in account. */
export function useTwoFactorStatus() {
  const { user } = useSession();
  return useQuery({
    queryKey: queryKeys.accountSecurity.twoFactor(user?.id ?? 'anonymous'),
    queryFn: async () => (await accountSecurityApi.twoFactorStatus()).data,
    enabled: Boolean(user),
  });
}

/** Reads the status again after it changed. */
function useRefreshStatus() {
  const { user } = useSession();
  const queryClient = useQueryClient();
  return () =>
    queryClient.invalidateQueries({
      queryKey: queryKeys.accountSecurity.twoFactor(user?.id ?? 'anonymous'),
    });
}

export function useSetUpTwoFactor() {
  return useMutation({
    mutationFn: async () => (await accountSecurityApi.setUpTwoFactor()).data,
  });
}

export function useEnableTwoFactor() {
  const refresh = useRefreshStatus();
  return useMutation({
    mutationFn: async (code: string) =>
      (await accountSecurityApi.enableTwoFactor({ code })).data.recoveryCodes,
    onSuccess: () => refresh(),
  });
}

export function useDisableTwoFactor() {
  const refresh = useRefreshStatus();
  return useMutation({
    mutationFn: (proof: TwoFactorDisableRequestBody) => accountSecurityApi.disableTwoFactor(proof),
    onSuccess: () => refresh(),
  });
}
