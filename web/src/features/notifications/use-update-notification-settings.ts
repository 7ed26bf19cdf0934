import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { UpdateNotificationSettingsRequestBody } from '@tessera/contracts';
import { notificationsApi } from '../../api/notifications.api';
import { queryKeys } from '../../api/query-keys';

/** Saves changed settings; the answer (every setting) replaces the cached ones. */
export function useUpdateNotificationSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (changes: UpdateNotificationSettingsRequestBody) =>
      (await notificationsApi.updateSettings(changes)).data,
    onSuccess: (settings) => queryClient.setQueryData(queryKeys.notifications.settings, settings),
  });
}
