import BellOutlined from '@ant-design/icons/BellOutlined';
import CreditCardOutlined from '@ant-design/icons/CreditCardOutlined';
import CustomerServiceOutlined from '@ant-design/icons/CustomerServiceOutlined';
import DollarOutlined from '@ant-design/icons/DollarOutlined';
import HeartOutlined from '@ant-design/icons/HeartOutlined';
import MessageOutlined from '@ant-design/icons/MessageOutlined';
import CommentOutlined from '@ant-design/icons/CommentOutlined';
import RocketOutlined from '@ant-design/icons/RocketOutlined';
import UnlockOutlined from '@ant-design/icons/UnlockOutlined';
import UserAddOutlined from '@ant-design/icons/UserAddOutlined';
import type { NotificationType } from '@tessera/contracts';
import type { ReactNode } from 'react';

interface TypeDisplay {
  label: string;
  icon: ReactNode;
}

/** How each kind of notification is named and drawn, in the list and in the settings. */
export const NOTIFICATION_DISPLAY: Record<NotificationType, TypeDisplay> = {
  message: { label: 'Messages', icon: <MessageOutlined /> },
  subscriber: { label: 'New subscribers', icon: <UserAddOutlined /> },
  tip: { label: 'Tips', icon: <DollarOutlined /> },
  unlock: { label: 'Pay-per-view unlocks', icon: <UnlockOutlined /> },
  post: { label: 'Your posts: reviews and going live', icon: <RocketOutlined /> },
  comment: { label: 'Comments', icon: <CommentOutlined /> },
  like: { label: 'Likes', icon: <HeartOutlined /> },
  billing: { label: 'Billing notices', icon: <CreditCardOutlined /> },
  support: { label: 'Support replies', icon: <CustomerServiceOutlined /> },
};

export const FALLBACK_ICON = <BellOutlined />;

/** Spec section 4's last-seen wording: Just now, Xm ago, Xh ago, Xd ago, then the date. */
export function timeAgo(iso: string, now = Date.now()): string {
  const minutes = Math.floor((now - new Date(iso).getTime()) / 60_000);
  if (minutes < 1) return 'Just now';
  if (minutes < 60) return `${minutes}m ago`;
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return `${hours}h ago`;
  const days = Math.floor(hours / 24);
  if (days < 7) return `${days}d ago`;
  return new Date(iso).toLocaleDateString();
}
