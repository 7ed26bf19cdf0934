import { useMutation } from '@tanstack/react-query';
import { authApi, type RegisterRequest } from '../api/auth.api';

export function useRegister() {
  return useMutation({ mutationFn: (request: RegisterRequest) => authApi.register(request) });
}
