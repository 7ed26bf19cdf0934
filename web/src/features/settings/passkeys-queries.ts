import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { passkeysApi } from '../../api/passkeys.api';
import { queryKeys } from '../../api/query-keys';
import { useSession } from '../../session/session-context';

function usePasskeysKey() {
  const { user } = useSession();
  return queryKeys.accountSecurity.passkeys(user?.id ?? 'anonymous');
}

/** The signed-in account's passkeys, newest first. */
export function usePasskeys() {
  const { user } = useSession();
  return useQuery({
    queryKey: usePasskeysKey(),
    queryFn: async () => (await passkeysApi.list()).data.passkeys,
    enabled: Boolean(user),
  });
}

/** Lists the passkeys again once one was added, renamed or removed. */
function useRefreshPasskeys() {
  const queryClient = useQueryClient();
  const queryKey = usePasskeysKey();
  return () => queryClient.invalidateQueries({ queryKey });
}

/**
 * Makes a passkey on this device: the server's options, the browser's prompt (its helper fetched
 * only now), then the server's check of what the authenticator answered.
 */
export function useAddPasskey() {
  const refresh = useRefreshPasskeys();
  return useMutation({
    mutationFn: async (name: string) => {
      const [{ startRegistration }, { data }] = await Promise.all([
        import('@simplewebauthn/browser'),
        passkeysApi.registrationOptions(),
      ]);
      const response = await startRegistration({ optionsJSON: data.options });
      return (await passkeysApi.register({ name, response })).data.passkey;
    },
    onSettled: () => refresh(),
  });
}

export function useRenamePasskey() {
  const refresh = useRefreshPasskeys();
  return useMutation({
    mutationFn: async ({ id, name }: { id: string; name: string }) =>
      (await passkeysApi.rename(id, { name })).data.passkey,
    onSettled: () => refresh(),
  });
}

export function useRemovePasskey() {
  const refresh = useRefreshPasskeys();
  return useMutation({
    mutationFn: (id: string) => passkeysApi.remove(id),
    onSettled: () => refresh(),
  });
}
