import AppstoreOutlined from '@ant-design/icons/AppstoreOutlined';
import DashboardOutlined from '@ant-design/icons/DashboardOutlined';
import LogoutOutlined from '@ant-design/icons/LogoutOutlined';
import UserOutlined from '@ant-design/icons/UserOutlined';
import type { UserDto } from '@tessera/contracts';
import { App, Avatar, Badge, Button, Dropdown, type MenuProps } from 'antd';
import { useNavigate } from 'react-router-dom';
import { useOnlineStatus } from '../../hooks/use-online-status';
import { usePresenceHeartbeat } from '../../hooks/use-presence-heartbeat';
import { useSetOnlineStatus } from '../../hooks/use-set-online-status';
import { userHasRole } from '../../session/user-role';
import { useSignOut } from '../../session/use-sign-out';
import {
  onlineStatusMenuGroup,
  onlineStatusOfMenuKey,
  OnlineStatusDot,
} from './online-status-menu';
import { initialsOf } from '../avatar/avatar-initials';

export function ProfileMenu({ user }: { user: UserDto }) {
  const navigate = useNavigate();
  const signOut = useSignOut();
  const { notification } = App.useApp();
  // The header menu is shown exactly while someone is signed in: it keeps their presence alive.
  usePresenceHeartbeat(user.id);
  const status = useOnlineStatus(user.id).data?.status;
  const setStatus = useSetOnlineStatus();
  const items: MenuProps['items'] = [
    { key: 'identity', label: <strong>{user.displayName}</strong>, disabled: true },
    { type: 'divider' },
    onlineStatusMenuGroup(status),
    { type: 'divider' },
    { key: '/profile', label: 'Profile', icon: <UserOutlined /> },
    { key: '/dashboard', label: 'Dashboard', icon: <DashboardOutlined /> },
    ...(userHasRole(user, 'creator')
      ? [{ key: '/creator-dashboard', label: 'Creator Studio', icon: <AppstoreOutlined /> }]
      : []),
    { type: 'divider' },
    { key: 'logout', label: 'Log out', icon: <LogoutOutlined />, danger: true },
  ];

  const select = (key: string) => {
    const picked = onlineStatusOfMenuKey(key);
    if (picked) {
      setStatus.mutate(picked, {
        onError: (error) =>
          notification.error({ title: 'Status not changed', description: error.message }),
      });
    } else if (key === 'logout') {
      signOut();
    } else {
      navigate(key);
    }
  };

  return (
    <Dropdown trigger={['click']} menu={{ items, onClick: ({ key }) => select(key) }}>
      {/* The button is named by its words, not an aria-label, so the initials it shows are not
          a visible label missing from its name (WCAG 2.5.3); they only repeat who is signed in. */}
      <Button type="text" className="profile-trigger">
        <span className="visually-hidden">Account menu</span>
        <Badge dot={false} count={<OnlineStatusDot status={status} />} offset={[-4, 28]}>
          <Avatar
            size={32}
            src={user.avatar || undefined}
            className="profile-trigger__avatar"
            aria-hidden
          >
            {initialsOf(user.displayName || user.username)}
          </Avatar>
        </Badge>
      </Button>
    </Dropdown>
  );
}
