import { useQueryClient } from '@tanstack/react-query';
import type { NotificationDto, NotificationListDto } from '@tessera/contracts';
import { useEffect } from 'react';
import type { Socket } from 'socket.io-client';
import { queryKeys } from '../../api/query-keys';
import { onReconnected } from '../messages/messaging-socket';

/**
 * Puts each `notification:new` at the top of the cached list and counts it unread, so the badge
 * and an open page update at once. A new message also refreshes the conversations' unread counts.
 * After a reconnection the list is read again, since what arrived meanwhile was not pushed.
 */
export function useLiveNotifications(socket: Socket | null): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!socket) return;
    const onNew = (notification: NotificationDto) => {
      queryClient.setQueryData<NotificationListDto>(queryKeys.notifications.list, (list) => {
        if (!list) return list;
        if (list.items.some((item) => item.id === notification.id)) return list;
        return {
          items: [notification, ...list.items],
          unreadCount: list.unreadCount + (notification.isRead ? 0 : 1),
        };
      });
      if (notification.type === 'message') {
        void queryClient.invalidateQueries({ queryKey: queryKeys.messages.conversations });
      }
    };
    socket.on('notification:new', onNew);
    const stopReconnected = onReconnected(socket, () => {
      void queryClient.invalidateQueries({ queryKey: queryKeys.notifications.all });
    });
    return () => {
      socket.off('notification:new', onNew);
      stopReconnected();
    };
  }, [socket, queryClient]);
}
