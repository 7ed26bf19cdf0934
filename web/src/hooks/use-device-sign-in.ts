import { useMutation } from '@tanstack/react-query';
import { authApi } from '../api/auth.api';

export function useDeviceSignIn() {
  return useMutation({ mutationFn: (deviceToken: string) => authApi.deviceSignIn(deviceToken) });
}
