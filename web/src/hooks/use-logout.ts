import { useMutation } from '@tanstack/react-query';
import { authApi } from '../api/auth.api';

export function useLogout() {
  return useMutation({ mutationFn: (refreshToken: string) => authApi.logout(refreshToken) });
}
