import AppstoreOutlined from '@ant-design/icons/AppstoreOutlined';
import DashboardOutlined from '@ant-design/icons/DashboardOutlined';
import LogoutOutlined from '@ant-design/icons/LogoutOutlined';
import UserOutlined from '@ant-design/icons/UserOutlined';
import type { UserDto } from '@tessera/contracts';
import { Avatar, Button, Dropdown, type MenuProps } from 'antd';
import { useNavigate } from 'react-router-dom';
import { userHasRole } from '../../session/user-role';
import { useSignOut } from '../../session/use-sign-out';

function initials(name: string): string {
  return name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part[0]?.toUpperCase())
    .join('');
}

export function ProfileMenu({ user }: { user: UserDto }) {
  const navigate = useNavigate();
  const signOut = useSignOut();
  const items: MenuProps['items'] = [
    { key: 'identity', label: <strong>{user.displayName}</strong>, disabled: true },
    { type: 'divider' },
    { key: '/profile', label: 'Profile', icon: <UserOutlined /> },
    { key: '/dashboard', label: 'Dashboard', icon: <DashboardOutlined /> },
    ...(userHasRole(user, 'creator')
      ? [{ key: '/creator-dashboard', label: 'Creator Studio', icon: <AppstoreOutlined /> }]
      : []),
    { type: 'divider' },
    { key: 'logout', label: 'Log out', icon: <LogoutOutlined />, danger: true },
  ];

  return (
    <Dropdown
      trigger={['click']}
      menu={{
        items,
        onClick: ({ key }) => (key === 'logout' ? signOut() : navigate(key)),
      }}
    >
      <Button type="text" className="profile-trigger" aria-label="Account menu">
        <Avatar size={32} src={user.avatar || undefined} className="profile-trigger__avatar">
          {initials(user.displayName || user.username)}
        </Avatar>
      </Button>
    </Dropdown>
  );
}
