import type { UserDto } from '@tessera/contracts';
import { getTier } from '@tessera/rules';
import { Descriptions, Tag } from 'antd';
import { currentPlanId } from '../pricing/current-plan';

function formatDate(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime())
    ? '—'
    : date.toLocaleDateString(undefined, { dateStyle: 'long' });
}

export function AccountSummary({ user }: { user: UserDto }) {
  const plan = getTier(currentPlanId(user));
  return (
    <Descriptions
      column={{ xs: 1, sm: 1, md: 2 }}
      size="small"
      items={[
        { key: 'email', label: 'Email', children: user.email },
        { key: 'username', label: 'Username', children: `@${user.username}` },
        {
          key: 'role',
          label: 'Account type',
          children: <Tag color="cyan">{user.role[0]?.toUpperCase() + user.role.slice(1)}</Tag>,
        },
        {
          key: 'verified',
          label: 'Email status',
          children: user.emailVerified ? (
            <Tag color="green">Verified</Tag>
          ) : (
            <Tag color="orange">Not verified yet</Tag>
          ),
        },
        {
          key: 'provider',
          label: 'Sign-in method',
          children: user.authProvider === 'google' ? 'Google' : 'Email and password',
        },
        { key: 'plan', label: 'Plan', children: plan ? plan.name : 'No plan yet' },
        { key: 'since', label: 'Member since', children: formatDate(user.createdAt) },
      ]}
    />
  );
}
