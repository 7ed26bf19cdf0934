import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { PlatformSettingsPatch } from '@tessera/contracts';
import { adminSettingsApi } from '../api/admin-settings.api';
import { queryKeys } from '../api/query-keys';

/** The platform settings with their version and who changed them last. */
export function usePlatformSettings() {
  return useQuery({
    queryKey: queryKeys.adminSettings.settings,
    queryFn: async () => (await adminSettingsApi.settings()).data,
  });
}

export function useUpdatePlatformSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (patch: PlatformSettingsPatch) =>
      (await adminSettingsApi.updateSettings(patch)).data,
    onSuccess: (document) => {
      queryClient.setQueryData(queryKeys.adminSettings.settings, document);
      // The admin's own screens follow the change at once rather than after the public cache ages.
      void queryClient.invalidateQueries({ queryKey: queryKeys.publicSettings });
    },
  });
}
