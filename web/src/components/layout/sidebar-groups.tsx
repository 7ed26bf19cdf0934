import AppstoreOutlined from '@ant-design/icons/AppstoreOutlined';
import AuditOutlined from '@ant-design/icons/AuditOutlined';
import BarChartOutlined from '@ant-design/icons/BarChartOutlined';
import BellOutlined from '@ant-design/icons/BellOutlined';
import BookOutlined from '@ant-design/icons/BookOutlined';
import CloudUploadOutlined from '@ant-design/icons/CloudUploadOutlined';
import CreditCardOutlined from '@ant-design/icons/CreditCardOutlined';
import CustomerServiceOutlined from '@ant-design/icons/CustomerServiceOutlined';
import DashboardOutlined from '@ant-design/icons/DashboardOutlined';
import DollarOutlined from '@ant-design/icons/DollarOutlined';
import FileTextOutlined from '@ant-design/icons/FileTextOutlined';
import FlagOutlined from '@ant-design/icons/FlagOutlined';
import HistoryOutlined from '@ant-design/icons/HistoryOutlined';
import IdcardOutlined from '@ant-design/icons/IdcardOutlined';
import MessageOutlined from '@ant-design/icons/MessageOutlined';
import NotificationOutlined from '@ant-design/icons/NotificationOutlined';
import ReadOutlined from '@ant-design/icons/ReadOutlined';
import RobotOutlined from '@ant-design/icons/RobotOutlined';
import SafetyOutlined from '@ant-design/icons/SafetyOutlined';
import SettingOutlined from '@ant-design/icons/SettingOutlined';
import TagsOutlined from '@ant-design/icons/TagsOutlined';
import TeamOutlined from '@ant-design/icons/TeamOutlined';
import ToolOutlined from '@ant-design/icons/ToolOutlined';
import UserOutlined from '@ant-design/icons/UserOutlined';
import VideoCameraOutlined from '@ant-design/icons/VideoCameraOutlined';
import WalletOutlined from '@ant-design/icons/WalletOutlined';
import type { UserDto } from '@tessera/contracts';
import type { ReactNode } from 'react';
import { userHasRole } from '../../session/user-role';

export interface SidebarItem {
  href: string;
  label: string;
  icon: ReactNode;
  /** A short tag such as NEW. */
  badge?: string;
  /** A live count shown beside the label: unread messages or notifications. */
  count?: SidebarCount;
}

export type SidebarCount = 'messages' | 'notifications';

export interface SidebarGroup {
  key: string;
  title: string;
  items: SidebarItem[];
}

const GENERAL: SidebarGroup = {
  key: 'general',
  title: 'General',
  items: [
    { href: '/dashboard', label: 'Dashboard', icon: <DashboardOutlined /> },
    { href: '/profile', label: 'Profile', icon: <UserOutlined /> },
    { href: '/feed', label: 'Feed', icon: <ReadOutlined /> },
    { href: '/messages', label: 'Messages', icon: <MessageOutlined />, count: 'messages' },
    {
      href: '/notifications',
      label: 'Notifications',
      icon: <BellOutlined />,
      count: 'notifications',
    },
    { href: '/bookmarks', label: 'Bookmarks', icon: <BookOutlined /> },
  ],
};

const CREATOR_TOOLS: SidebarGroup = {
  key: 'creator',
  title: 'Creator Tools',
  items: [
    { href: '/content', label: 'My Content', icon: <AppstoreOutlined /> },
    { href: '/content/upload', label: 'Upload', icon: <CloudUploadOutlined /> },
    { href: '/creator/analytics', label: 'Analytics', icon: <BarChartOutlined /> },
    {
      href: '/creator/analytics-v2',
      label: 'Analytics Pro',
      icon: <BarChartOutlined />,
      badge: 'NEW',
    },
    {
      href: '/creator/streaming',
      label: 'Live Streaming',
      icon: <VideoCameraOutlined />,
      badge: 'v3.7',
    },
    { href: '/creator/ai-assistant', label: 'AI Assistant', icon: <RobotOutlined />, badge: 'AI' },
    { href: '/creator/subscribers', label: 'Subscribers', icon: <TeamOutlined /> },
    { href: '/messages/broadcasts', label: 'Broadcasts', icon: <NotificationOutlined /> },
    { href: '/creator/earnings', label: 'Earnings', icon: <DollarOutlined /> },
    { href: '/subscription-settings', label: 'Subscription Tiers', icon: <TagsOutlined /> },
  ],
};

const BILLING: SidebarGroup = {
  key: 'billing',
  title: 'Billing & Payments',
  items: [
    { href: '/billing', label: 'Billing', icon: <WalletOutlined /> },
    {
      href: '/billing?tab=payment-methods',
      label: 'Payment Methods',
      icon: <CreditCardOutlined />,
    },
    { href: '/billing?tab=transactions', label: 'Transactions', icon: <HistoryOutlined /> },
  ],
};

const ADMINISTRATION: SidebarGroup = {
  key: 'admin',
  title: 'Administration',
  items: [
    { href: '/admin', label: 'Overview', icon: <SafetyOutlined /> },
    { href: '/admin/users', label: 'Users', icon: <TeamOutlined /> },
    { href: '/admin/credentials', label: 'Credentials', icon: <IdcardOutlined /> },
    { href: '/admin/content', label: 'Content', icon: <FileTextOutlined /> },
    { href: '/admin/tags', label: 'Tags', icon: <TagsOutlined /> },
    { href: '/admin/payments', label: 'Payments', icon: <DollarOutlined /> },
    { href: '/admin/support', label: 'Support', icon: <CustomerServiceOutlined /> },
    { href: '/admin/system', label: 'System', icon: <ToolOutlined /> },
    { href: '/admin/audit', label: 'Audit trail', icon: <AuditOutlined /> },
    { href: '/admin/settings', label: 'Settings', icon: <FlagOutlined /> },
  ],
};

const SETTINGS: SidebarGroup = {
  key: 'settings',
  title: 'Settings',
  items: [{ href: '/settings', label: 'Settings', icon: <SettingOutlined /> }],
};

export function sidebarGroups(user: UserDto | null): SidebarGroup[] {
  return [
    GENERAL,
    ...(userHasRole(user, 'creator') ? [CREATOR_TOOLS] : []),
    BILLING,
    ...(userHasRole(user, 'admin') ? [ADMINISTRATION] : []),
    SETTINGS,
  ];
}
