import { Badge, Tag } from 'antd';
import { Link, useLocation } from 'react-router-dom';
import { useSession } from '../../session/session-context';
import { isActiveLink, mostSpecificLinks } from './active-link';
import { sidebarGroups, type SidebarItem } from './sidebar-groups';
import { useSidebarCounts } from './use-sidebar-counts';

function isItemActive(item: SidebarItem, pathname: string, search: string): boolean {
  const [path, query] = item.href.split('?');
  if (query) return pathname === path && search === `?${query}`;
  // The plain billing entry stays quiet while one of its tabs is the one open.
  if (search.includes('tab=') && pathname === path) return false;
  return isActiveLink(pathname, item.href);
}

export function AppSidebar() {
  const { user } = useSession();
  const { pathname, search } = useLocation();
  const groups = sidebarGroups(user);
  const counts = useSidebarCounts();
  const active = mostSpecificLinks(
    groups
      .flatMap((group) => group.items)
      .filter((item) => isItemActive(item, pathname, search))
      .map((item) => item.href),
  );
  return (
    <aside className="app-sidebar" aria-label="Sidebar">
      {groups.map((group) => (
        <nav key={group.key} className="app-sidebar__group" aria-label={group.title}>
          <div className="app-sidebar__title">{group.title}</div>
          {group.items.map((item) => {
            const isActive = active.has(item.href);
            return (
              <Link
                key={item.href}
                to={item.href}
                className={isActive ? 'sidebar-link sidebar-link--active' : 'sidebar-link'}
                aria-current={isActive ? 'page' : undefined}
              >
                <span className="sidebar-link__icon">{item.icon}</span>
                <span className="sidebar-link__label">{item.label}</span>
                {item.count && counts[item.count] > 0 && (
                  <Badge
                    count={counts[item.count]}
                    overflowCount={99}
                    className="sidebar-link__count"
                    aria-label={`${counts[item.count]} unread`}
                  />
                )}
                {item.badge && (
                  <Tag color="cyan" className="sidebar-link__badge" variant="filled">
                    {item.badge}
                  </Tag>
                )}
              </Link>
            );
          })}
        </nav>
      ))}
    </aside>
  );
}
