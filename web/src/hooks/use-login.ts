import { useMutation } from '@tanstack/react-query';
import { authApi, type LoginRequest } from '../api/auth.api';

export function useLogin() {
  return useMutation({ mutationFn: (request: LoginRequest) => authApi.login(request) });
}
