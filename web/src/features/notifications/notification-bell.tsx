import BellOutlined from '@ant-design/icons/BellOutlined';
import { Badge } from 'antd';
import { Link } from 'react-router-dom';
import { useMessagingSocket } from '../messages/use-messaging-socket';
import { useLiveNotifications } from './use-live-notifications';
import { useNotifications } from './use-notifications';

/** The header's bell: the unread count, kept live over the messaging socket. */
export function NotificationBell() {
  const socket = useMessagingSocket();
  useLiveNotifications(socket);
  const unread = useNotifications().data?.unreadCount ?? 0;
  const label = unread > 0 ? `Notifications, ${unread} unread` : 'Notifications';
  return (
    <Link to="/notifications" className="notification-bell" aria-label={label}>
      <Badge count={unread} size="small" overflowCount={99}>
        <BellOutlined className="notification-bell__icon" />
      </Badge>
    </Link>
  );
}
