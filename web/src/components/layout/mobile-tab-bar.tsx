import HomeOutlined from '@ant-design/icons/HomeOutlined';
import MessageOutlined from '@ant-design/icons/MessageOutlined';
import PlusSquareOutlined from '@ant-design/icons/PlusSquareOutlined';
import SearchOutlined from '@ant-design/icons/SearchOutlined';
import UserOutlined from '@ant-design/icons/UserOutlined';
import { Badge } from 'antd';
import type { ReactNode } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { useSession } from '../../session/session-context';
import { userHasRole } from '../../session/user-role';
import { isActiveLink, mostSpecificLinks } from './active-link';
import { useSidebarCounts } from './use-sidebar-counts';

interface Tab {
  href: string;
  label: string;
  icon: ReactNode;
  count?: number;
}

/**
 * The phone's own navigation, always under the thumb: Home, Search, Post (creators), Messages with
 * its unread count, and Profile. Everything else is in the header's menu.
 */
export function MobileTabBar() {
  const { user } = useSession();
  const { pathname } = useLocation();
  const counts = useSidebarCounts();
  const tabs: Tab[] = [
    { href: '/dashboard', label: 'Home', icon: <HomeOutlined /> },
    { href: '/explore', label: 'Search', icon: <SearchOutlined /> },
    ...(userHasRole(user, 'creator')
      ? [{ href: '/content/upload', label: 'Post', icon: <PlusSquareOutlined /> }]
      : []),
    { href: '/messages', label: 'Messages', icon: <MessageOutlined />, count: counts.messages },
    { href: '/profile', label: 'Profile', icon: <UserOutlined /> },
  ];
  const active = mostSpecificLinks(
    tabs.map((tab) => tab.href).filter((href) => isActiveLink(pathname, href)),
  );
  return (
    <nav className="mobile-tab-bar" aria-label="Tabs">
      {tabs.map((tab) => (
        <Link
          key={tab.href}
          to={tab.href}
          className={
            active.has(tab.href)
              ? 'mobile-tab-bar__tab mobile-tab-bar__tab--active'
              : 'mobile-tab-bar__tab'
          }
          aria-current={active.has(tab.href) ? 'page' : undefined}
        >
          <Badge count={tab.count} overflowCount={99} size="small">
            <span className="mobile-tab-bar__icon" aria-hidden>
              {tab.icon}
            </span>
          </Badge>
          <span className="mobile-tab-bar__label">{tab.label}</span>
        </Link>
      ))}
    </nav>
  );
}
