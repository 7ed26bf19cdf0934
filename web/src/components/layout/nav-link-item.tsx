import { Link, useLocation } from 'react-router-dom';
import { isActiveLink } from './active-link';
import type { NavLink } from './header-links';

export function NavLinkItem({ link, onNavigate }: { link: NavLink; onNavigate?: () => void }) {
  const { pathname } = useLocation();
  const active = isActiveLink(pathname, link.href);
  return (
    <Link
      to={link.href}
      className={active ? 'nav-link nav-link--active' : 'nav-link'}
      aria-current={active ? 'page' : undefined}
      onClick={onNavigate}
    >
      {link.label}
    </Link>
  );
}
