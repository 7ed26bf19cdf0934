import { useQuery } from '@tanstack/react-query';
import { notificationsApi } from '../../api/notifications.api';
import { queryKeys } from '../../api/query-keys';

/** The signed-in user's newest notifications and unread count; off while signed out. */
export function useNotifications(enabled = true) {
  return useQuery({
    queryKey: queryKeys.notifications.list,
    queryFn: async () => (await notificationsApi.list()).data,
    enabled,
  });
}
