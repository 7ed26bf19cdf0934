import { Button, Drawer, Flex, Typography } from 'antd';
import { useNavigate } from 'react-router-dom';
import { useFeatureSwitch } from '../../hooks/use-public-settings';
import { useSession } from '../../session/session-context';
import { userHasRole } from '../../session/user-role';
import { useSignOut } from '../../session/use-sign-out';
import { TesseraLogo } from '../brand/tessera-logo';
import { headerLinks, SIGNED_OUT_LINKS } from './header-links';
import { NavLinkItem } from './nav-link-item';
import { sidebarGroups } from './sidebar-groups';

/** The header's navigation on phones, behind the menu button. */
export function MobileNavDrawer({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { user } = useSession();
  const navigate = useNavigate();
  const signOut = useSignOut();
  const registration = useFeatureSwitch('registrationOpen');
  const links = headerLinks(user);
  const isCreator = userHasRole(user, 'creator');
  // The sidebar, where admins find their screens on wider windows, is hidden on phones.
  const administration = sidebarGroups(user).find((group) => group.key === 'admin');

  return (
    <Drawer
      title={<TesseraLogo size={22} />}
      placement="right"
      open={open}
      onClose={onClose}
      size={300}
    >
      <nav className="drawer-nav" aria-label="Mobile">
        {links.map((link) => (
          <NavLinkItem key={link.href} link={link} onNavigate={onClose} />
        ))}
        {isCreator && (
          <NavLinkItem link={{ href: '/content/upload', label: 'Upload' }} onNavigate={onClose} />
        )}
        {administration && (
          <section aria-label={administration.title} className="drawer-nav__group">
            <Typography.Text type="secondary" className="drawer-nav__heading">
              {administration.title}
            </Typography.Text>
            {administration.items.map((item) => (
              <NavLinkItem
                key={item.href}
                link={{ href: item.href, label: item.label }}
                onNavigate={onClose}
              />
            ))}
          </section>
        )}
        {user ? (
          <>
            <NavLinkItem link={{ href: '/profile', label: 'Profile' }} onNavigate={onClose} />
            <NavLinkItem link={{ href: '/dashboard', label: 'Dashboard' }} onNavigate={onClose} />
            <Button
              block
              danger
              onClick={() => {
                onClose();
                signOut();
              }}
            >
              Log out
            </Button>
          </>
        ) : (
          <Flex vertical gap={8} className="drawer-nav__auth">
            <Button block onClick={() => (onClose(), navigate(SIGNED_OUT_LINKS.login.href))}>
              {SIGNED_OUT_LINKS.login.label}
            </Button>
            {!registration.off && (
              <Button
                block
                type="primary"
                onClick={() => (onClose(), navigate(SIGNED_OUT_LINKS.register.href))}
              >
                {SIGNED_OUT_LINKS.register.label}
              </Button>
            )}
          </Flex>
        )}
      </nav>
    </Drawer>
  );
}
