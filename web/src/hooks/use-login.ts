import { useMutation } from '@tanstack/react-query';
import type { LoginRequestBody } from '@tessera/contracts';
import { authApi } from '../api/auth.api';

export function useLogin() {
  return useMutation({ mutationFn: (request: LoginRequestBody) => authApi.login(request) });
}
