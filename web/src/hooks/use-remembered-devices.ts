import { useQuery } from '@tanstack/react-query';
import { authApi } from '../api/auth.api';
import { queryKeys } from '../api/query-keys';
import { useSession } from '../session/session-context';

/** The signed-in user's remembered devices, most recently used first. */
export function useRememberedDevices() {
  const { user } = useSession();
  return useQuery({
    queryKey: queryKeys.rememberedDevices(user?.id ?? 'anonymous'),
    queryFn: async () => (await authApi.devices()).data.devices,
    enabled: Boolean(user),
  });
}
