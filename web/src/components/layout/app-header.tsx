import { CloudUploadOutlined, MenuOutlined, SearchOutlined } from '@ant-design/icons';
import { Button, Drawer, Flex } from 'antd';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { useShellDialogs } from '../../app/shell-dialogs';
import { useIsPhone } from '../../lib/use-media-query';
import { useSession } from '../../session/session-context';
import { userHasRole } from '../../session/user-role';
import { useSignOut } from '../../session/use-sign-out';
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
  const navigate = useNavigate();
  const signOut = useSignOut();
  const [drawerOpen, setDrawerOpen] = useState(false);
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
              <ButtonLink type="primary" to={SIGNED_OUT_LINKS.register.href}>
                {SIGNED_OUT_LINKS.register.label}
              </ButtonLink>
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

      <Drawer
        title={<TesseraLogo size={22} />}
        placement="right"
        open={drawerOpen}
        onClose={closeDrawer}
        size={300}
      >
        <nav className="drawer-nav" aria-label="Mobile">
          {links.map((link) => (
            <NavLinkItem key={link.href} link={link} onNavigate={closeDrawer} />
          ))}
          {isCreator && (
            <NavLinkItem
              link={{ href: '/content/upload', label: 'Upload' }}
              onNavigate={closeDrawer}
            />
          )}
          {user ? (
            <>
              <NavLinkItem link={{ href: '/profile', label: 'Profile' }} onNavigate={closeDrawer} />
              <NavLinkItem
                link={{ href: '/dashboard', label: 'Dashboard' }}
                onNavigate={closeDrawer}
              />
              <Button
                block
                danger
                onClick={() => {
                  closeDrawer();
                  signOut();
                }}
              >
                Log out
              </Button>
            </>
          ) : (
            <Flex vertical gap={8} className="drawer-nav__auth">
              <Button block onClick={() => (closeDrawer(), navigate(SIGNED_OUT_LINKS.login.href))}>
                {SIGNED_OUT_LINKS.login.label}
              </Button>
              <Button
                block
                type="primary"
                onClick={() => (closeDrawer(), navigate(SIGNED_OUT_LINKS.register.href))}
              >
                {SIGNED_OUT_LINKS.register.label}
              </Button>
            </Flex>
          )}
        </nav>
      </Drawer>
    </header>
  );
}
