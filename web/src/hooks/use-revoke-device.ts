import { useMutation } from '@tanstack/react-query';
import { authApi } from '../api/auth.api';

export function useRevokeDevice() {
  return useMutation({ mutationFn: (deviceToken: string) => authApi.revokeDevice(deviceToken) });
}
