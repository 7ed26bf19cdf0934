import CheckOutlined from '@ant-design/icons/CheckOutlined';
import { type NotificationDto, notificationPath } from '@tessera/contracts';
import { Avatar, Button, Empty, Tooltip, Typography } from 'antd';
import { Link } from 'react-router-dom';
import { FALLBACK_ICON, NOTIFICATION_DISPLAY, timeAgo } from './notification-display';

interface NotificationListProps {
  items: NotificationDto[];
  onMarkRead(id: string): void;
}

/** Notifications newest first; unread ones stand out and each links to what it is about. */
export function NotificationList({ items, onMarkRead }: NotificationListProps) {
  if (items.length === 0) {
    return (
      <Empty
        className="notification-list__empty"
        image={Empty.PRESENTED_IMAGE_SIMPLE}
        description="No notifications yet. New subscribers, tips, messages, comments and likes will show up here."
      />
    );
  }
  return (
    <ul className="notification-list" aria-label="Notifications">
      {items.map((item) => {
        const display = NOTIFICATION_DISPLAY[item.type];
        return (
          <li
            key={item.id}
            className={`notification-row${item.isRead ? '' : ' notification-row--unread'}`}
          >
            <span className={`notification-row__icon notification-row__icon--${item.type}`}>
              {item.avatar ? (
                <Avatar src={item.avatar} size={40} alt="" />
              ) : (
                (display?.icon ?? FALLBACK_ICON)
              )}
            </span>
            <Link
              to={notificationPath(item)}
              className="notification-row__main"
              onClick={() => !item.isRead && onMarkRead(item.id)}
            >
              <Typography.Text strong={!item.isRead} className="notification-row__title">
                {item.title}
              </Typography.Text>
              {item.body && (
                <Typography.Text type="secondary" className="notification-row__body">
                  {item.body}
                </Typography.Text>
              )}
              <Typography.Text type="secondary" className="notification-row__time">
                {display?.label ?? 'Notification'} · {timeAgo(item.createdAt)}
              </Typography.Text>
            </Link>
            {item.isRead ? (
              <span className="notification-row__spacer" />
            ) : (
              <Tooltip title="Mark as read">
                <Button
                  type="text"
                  shape="circle"
                  icon={<CheckOutlined />}
                  aria-label={`Mark “${item.title}” as read`}
                  onClick={() => onMarkRead(item.id)}
                />
              </Tooltip>
            )}
          </li>
        );
      })}
    </ul>
  );
}
