import { useMutation } from '@tanstack/react-query';
import { authApi } from '../api/auth.api';
import { saveDevice } from '../features/auth/quick-sign-in-storage';

interface RememberDeviceRequest {
  email: string;
  /** The access token of the sign-in that asked to be remembered. */
  token: string;
}

/**
 * Registers this browser for quick sign-in. The result is saved in the hook's own callback so it
 * lands even when the sign-in screen has already navigated away.
 */
export function useRememberDevice() {
  return useMutation({
    mutationFn: async ({ token }: RememberDeviceRequest) =>
      (await authApi.rememberDevice(token)).data,
    onSuccess: ({ deviceToken }, { email }) =>
      saveDevice({ email, lastUsed: new Date().toISOString(), deviceToken }),
  });
}
