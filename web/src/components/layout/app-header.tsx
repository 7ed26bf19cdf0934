import CloudUploadOutlined from '@ant-design/icons/CloudUploadOutlined';
import MenuOutlined from '@ant-design/icons/MenuOutlined';
import SearchOutlined from '@ant-design/icons/SearchOutlined';
import { Button, Flex } from 'antd';
import { Suspense, useState } from 'react';
import { Link } from 'react-router-dom';
import { MobileNavDrawer } from '../../app/lazy-pages';
import { useShellDialogs } from '../../app/shell-dialogs';
import { NotificationBell } from '../../features/notifications';
import { useOpenedOnce } from '../../hooks/use-opened-once';
import { useFeatureSwitch } from '../../hooks/use-public-settings';
import { useIsPhone } from '../../lib/use-media-query';
import { useSession } from '../../session/session-context';
import { userHasRole } from '../../session/user-role';
import { TesseraLogo } from '../brand/tessera-logo';
import { ButtonLink } from '../navigation/button-link';
import { headerLinks, SIGNED_OUT_LINKS } from './header-links';
import { NavLinkItem } from './nav-link-item';
import { ProfileMenu } from './profile-menu';
import { ThemeToggle } from './theme-toggle';

export function AppHeader() {
  const { user } = useSession();
  const { openSearch } = useShellDialogs();
  const isPhone = useIsPhone();
  const registration = useFeatureSwitch('registrationOpen');
  const [drawerOpen, setDrawerOpen] = useState(false);
  const drawerOpened = useOpenedOnce(drawerOpen);
  const links = headerLinks(user);
  const isCreator = userHasRole(user, 'creator');
  const closeDrawer = () => setDrawerOpen(false);

  return (
    <header className="app-header">
      <div className="app-header__inner">
        <Link to="/" className="app-header__brand" aria-label="Tessera home">
          <TesseraLogo variant={isPhone ? 'icon' : 'full'} size={26} />
        </Link>

        {!isPhone && (
          <nav className="app-header__nav" aria-label="Main">
            {links.map((link) => (
              <NavLinkItem key={link.href} link={link} />
            ))}
          </nav>
        )}

        <Flex align="center" gap={6} className="app-header__actions">
          <Button
            type={isPhone ? 'text' : 'default'}
            shape={isPhone ? 'circle' : 'round'}
            icon={<SearchOutlined />}
            onClick={openSearch}
            aria-label="Neural Search"
          >
            {isPhone ? null : 'Neural Search'}
          </Button>
          <ThemeToggle />
          {user && (
            <Suspense fallback={null}>
              <NotificationBell />
            </Suspense>
          )}
          {isCreator && !isPhone && (
            <ButtonLink type="primary" icon={<CloudUploadOutlined />} to="/content/upload">
              Upload
            </ButtonLink>
          )}
          {user && <ProfileMenu user={user} />}
          {!user && !isPhone && (
            <>
              <ButtonLink type="text" to={SIGNED_OUT_LINKS.login.href}>
                {SIGNED_OUT_LINKS.login.label}
              </ButtonLink>
              {!registration.off && (
                <ButtonLink type="primary" to={SIGNED_OUT_LINKS.register.href}>
                  {SIGNED_OUT_LINKS.register.label}
                </ButtonLink>
              )}
            </>
          )}
          {isPhone && (
            <Button
              type="text"
              shape="circle"
              icon={<MenuOutlined />}
              aria-label="Open menu"
              aria-expanded={drawerOpen}
              onClick={() => setDrawerOpen(true)}
            />
          )}
        </Flex>
      </div>

      {drawerOpened && (
        <Suspense fallback={null}>
          <MobileNavDrawer open={drawerOpen} onClose={closeDrawer} />
        </Suspense>
      )}
    </header>
  );
}
