import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { NotificationListDto } from '@tessera/contracts';
import { notificationsApi } from '../../api/notifications.api';
import { queryKeys } from '../../api/query-keys';

/** Marks one notification read, at once in the list and the badge, then as the server has it. */
export function useMarkNotificationRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: string) => (await notificationsApi.markRead(id)).data,
    onMutate: (id) => {
      queryClient.setQueryData<NotificationListDto>(queryKeys.notifications.list, (list) => {
        const target = list?.items.find((item) => item.id === id);
        if (!list || !target || target.isRead) return list;
        return {
          items: list.items.map((item) => (item.id === id ? { ...item, isRead: true } : item)),
          unreadCount: Math.max(0, list.unreadCount - 1),
        };
      });
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.notifications.list }),
  });
}
