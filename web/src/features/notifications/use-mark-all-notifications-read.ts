import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { NotificationListDto } from '@tessera/contracts';
import { notificationsApi } from '../../api/notifications.api';
import { queryKeys } from '../../api/query-keys';

export function useMarkAllNotificationsRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => (await notificationsApi.markAllRead()).data,
    onSuccess: (result) =>
      queryClient.setQueryData<NotificationListDto>(queryKeys.notifications.list, (list) =>
        list
          ? {
              items: list.items.map((item) => ({ ...item, isRead: true })),
              unreadCount: result.unreadCount,
            }
          : list,
      ),
  });
}
