import { useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  ChangeEmailRequestBody,
  ChangePasswordRequestBody,
  DeleteAccountRequestBody,
} from '@tessera/contracts';
import { accountSecurityApi } from '../../api/account-security.api';
import { queryKeys } from '../../api/query-keys';
import { useSession } from '../../session/session-context';

/** A new password; the server ends the other sessions, so their list is read again. */
export function useChangePassword() {
  const { user } = useSession();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ChangePasswordRequestBody) => accountSecurityApi.changePassword(body),
    onSuccess: () =>
      queryClient.invalidateQueries({
        queryKey: queryKeys.accountSecurity.sessions(user?.id ?? 'anonymous'),
      }),
  });
}

/** Fetches the account's data and hands it to the browser as a JSON file. */
export function useExportAccount() {
  return useMutation({
    mutationFn: async () => {
      const { data } = await accountSecurityApi.exportAccount();
      const file = new Blob([JSON.stringify(data, null, 2)], { type: 'application/json' });
      const url = URL.createObjectURL(file);
      const link = document.createElement('a');
      link.href = url;
      link.download = `tessera-account-${data.exportedAt.slice(0, 10)}.json`;
      link.click();
      URL.revokeObjectURL(url);
      return data;
    },
  });
}

export function useDeleteAccount() {
  return useMutation({
    mutationFn: (proof: DeleteAccountRequestBody) => accountSecurityApi.deleteAccount(proof),
  });
}

/** Asks for a new address; nothing changes until the link mailed there is opened. */
export function useRequestEmailChange() {
  return useMutation({
    mutationFn: (body: ChangeEmailRequestBody) => accountSecurityApi.requestEmailChange(body),
  });
}

/** Applies an email change from the mailed link's token. */
export function useConfirmEmailChange() {
  return useMutation({
    mutationFn: (token: string) => accountSecurityApi.confirmEmailChange({ token }),
  });
}
