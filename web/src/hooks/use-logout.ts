import { useMutation } from '@tanstack/react-query';
import { authApi } from '../api/auth.api';

/** Revokes a session on the server, by its own tokens. */
export function useLogout() {
  return useMutation({
    mutationFn: ({ refreshToken, accessToken }: { refreshToken: string; accessToken: string }) =>
      authApi.logout(refreshToken, accessToken),
  });
}
