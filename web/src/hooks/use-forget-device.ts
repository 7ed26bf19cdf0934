import { useMutation, useQueryClient } from '@tanstack/react-query';
import { authApi } from '../api/auth.api';
import { queryKeys } from '../api/query-keys';
import { forgetIfThisBrowser } from '../features/account/this-browser-device';
import { useSession } from '../session/session-context';

/** Forgets one of the signed-in user's remembered devices, then reads the list again. */
export function useForgetDevice() {
  const queryClient = useQueryClient();
  const { user } = useSession();
  return useMutation({
    mutationFn: (deviceId: string) => authApi.forgetDevice(deviceId),
    onSuccess: (_answer, deviceId) => forgetIfThisBrowser(deviceId),
    onSettled: () =>
      queryClient.invalidateQueries({
        queryKey: queryKeys.rememberedDevices(user?.id ?? 'anonymous'),
      }),
  });
}
