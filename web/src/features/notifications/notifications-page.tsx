import { Alert, Button, Flex, Skeleton, Tabs, Typography } from 'antd';
import { NotificationList } from './notification-list';
import { NotificationSettingsPanel } from './notification-settings-panel';
import { useMarkAllNotificationsRead } from './use-mark-all-notifications-read';
import { useMarkNotificationRead } from './use-mark-notification-read';
import { useNotifications } from './use-notifications';

/** /notifications: the newest notifications with read marks, and the settings in a second tab. */
export function NotificationsPage() {
  const notifications = useNotifications();
  const markRead = useMarkNotificationRead();
  const markAllRead = useMarkAllNotificationsRead();
  const unread = notifications.data?.unreadCount ?? 0;

  const list = notifications.isPending ? (
    <Skeleton active avatar paragraph={{ rows: 2 }} />
  ) : notifications.isError ? (
    <Alert type="error" showIcon title="Your notifications could not be loaded." />
  ) : (
    <NotificationList items={notifications.data.items} onMarkRead={(id) => markRead.mutate(id)} />
  );

  return (
    <div className="notifications-page">
      <Flex justify="space-between" align="center" wrap gap={12}>
        <div>
          <Typography.Title level={1} className="notifications-page__title">
            Notifications
          </Typography.Title>
          <Typography.Text type="secondary">
            {unread === 0 ? 'You are all caught up' : `${unread} unread`}
          </Typography.Text>
        </div>
        <Button
          onClick={() => markAllRead.mutate()}
          loading={markAllRead.isPending}
          disabled={unread === 0}
        >
          Mark all as read
        </Button>
      </Flex>
      <Tabs
        className="notifications-page__tabs"
        items={[
          { key: 'all', label: 'All', children: list },
          { key: 'settings', label: 'Settings', children: <NotificationSettingsPanel /> },
        ]}
      />
    </div>
  );
}
