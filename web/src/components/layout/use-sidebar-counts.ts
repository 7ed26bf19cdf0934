import { useConversations } from '../../features/messages/use-conversations';
import { useNotifications } from '../../features/notifications/use-notifications';
import type { SidebarCount } from './sidebar-groups';

/**
 * The sidebar's live counts (it shows only to signed-in users): unread messages summed over the
 * conversations list the messages screen reads too (muted ones left out), and unread
 * notifications, which the header's bell keeps up to date.
 */
export function useSidebarCounts(): Record<SidebarCount, number> {
  const conversations = useConversations();
  const notifications = useNotifications();
  return {
    messages: (conversations.data ?? []).reduce(
      (sum, item) => sum + (item.isMuted ? 0 : item.unreadCount),
      0,
    ),
    notifications: notifications.data?.unreadCount ?? 0,
  };
}
