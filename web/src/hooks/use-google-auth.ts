import { useMutation } from '@tanstack/react-query';
import type { Role } from '@tessera/rules';
import { authApi } from '../api/auth.api';

export type GoogleAuthRequest =
  { mode: 'login'; credential: string } | { mode: 'register'; credential: string; role: Role };

export function useGoogleAuth() {
  return useMutation({
    mutationFn: (request: GoogleAuthRequest) =>
      request.mode === 'login'
        ? authApi.googleLogin(request.credential)
        : authApi.googleRegister(request.credential, request.role),
  });
}
