import { Button, Drawer, Flex, Typography } from 'antd';
import { useNavigate } from 'react-router-dom';
import { useFeatureSwitch } from '../../hooks/use-public-settings';
import { useSession } from '../../session/session-context';
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
  // The sidebar is hidden on phones: every section it has for this person is listed here, below
  // the header's links (without repeating them).
  const inHeader = new Set(links.map((link) => link.href));
  const groups = sidebarGroups(user)
    .map((group) => ({ ...group, items: group.items.filter((item) => !inHeader.has(item.href)) }))
    .filter((group) => group.items.length > 0);

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
        {groups.map((group) => (
          <section key={group.key} aria-label={group.title} className="drawer-nav__group">
            <Typography.Text type="secondary" className="drawer-nav__heading">
              {group.title}
            </Typography.Text>
            {group.items.map((item) => (
              <NavLinkItem
                key={item.href}
                link={{ href: item.href, label: item.label }}
                onNavigate={onClose}
              />
            ))}
          </section>
        ))}
        {user ? (
          <>
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
