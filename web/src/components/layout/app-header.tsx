import MenuOutlined from '@ant-design/icons/MenuOutlined';
import SearchOutlined from '@ant-design/icons/SearchOutlined';
import { Suspense, useState } from 'react';
import { Link } from 'react-router-dom';
import { AntdScope, MobileNavDrawer, SignedInHeaderActions } from '../../app/lazy-pages';
import { useShellDialogs } from '../../app/shell-dialogs';
import { useOpenedOnce } from '../../hooks/use-opened-once';
import { useFeatureSwitch } from '../../hooks/use-public-settings';
import { useIsPhone } from '../../lib/use-media-query';
import { useSession } from '../../session/session-context';
import { BasicButton, BasicButtonLink } from '../basic/basic-button';
import { TesseraLogo } from '../brand/tessera-logo';
import { headerLinks, SIGNED_OUT_LINKS } from './header-links';
import { NavLinkItem } from './nav-link-item';
import { ThemeToggle } from './theme-toggle';

export function AppHeader() {
  const { user } = useSession();
  const { openSearch } = useShellDialogs();
  const isPhone = useIsPhone();
  const registration = useFeatureSwitch('registrationOpen');
  const [drawerOpen, setDrawerOpen] = useState(false);
  const drawerOpened = useOpenedOnce(drawerOpen);
  const links = headerLinks(user);
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

        <div className="app-header__actions">
          <BasicButton
            variant={isPhone ? 'text' : 'default'}
            shape={isPhone ? 'circle' : 'round'}
            icon={<SearchOutlined />}
            onClick={openSearch}
            aria-label="Neural Search"
          >
            {isPhone ? null : 'Neural Search'}
          </BasicButton>
          <ThemeToggle />
          {user && (
            <Suspense fallback={null}>
              <AntdScope>
                <SignedInHeaderActions user={user} isPhone={isPhone} />
              </AntdScope>
            </Suspense>
          )}
          {!user && !isPhone && (
            <>
              <BasicButtonLink variant="text" to={SIGNED_OUT_LINKS.login.href}>
                {SIGNED_OUT_LINKS.login.label}
              </BasicButtonLink>
              {!registration.off && (
                <BasicButtonLink variant="primary" to={SIGNED_OUT_LINKS.register.href}>
                  {SIGNED_OUT_LINKS.register.label}
                </BasicButtonLink>
              )}
            </>
          )}
          {isPhone && (
            <BasicButton
              variant="text"
              shape="circle"
              icon={<MenuOutlined />}
              aria-label="Open menu"
              aria-expanded={drawerOpen}
              onClick={() => setDrawerOpen(true)}
            />
          )}
        </div>
      </div>

      {drawerOpened && (
        <Suspense fallback={null}>
          <AntdScope>
            <MobileNavDrawer open={drawerOpen} onClose={closeDrawer} />
          </AntdScope>
        </Suspense>
      )}
    </header>
  );
}
