import { useMutation } from '@tanstack/react-query';
import type { RegisterRequestBody } from '@tessera/contracts';
import { authApi } from '../api/auth.api';

export function useRegister() {
  return useMutation({ mutationFn: (request: RegisterRequestBody) => authApi.register(request) });
}
