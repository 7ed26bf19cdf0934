import { sessionMaxAgeMs } from '@tessera/rules';
import { Descriptions, Tag } from 'antd';
import type { Session } from '../../session/session-store';
import { stateOfSession } from '../../session/session-store';

/** The expiry claim of a JWT, read without verifying it: display only, never trusted. */
export function tokenExpiry(token: string): Date | null {
  const payload = token.split('.')[1];
  if (!payload) return null;
  try {
    const json = JSON.parse(atob(payload.replace(/-/g, '+').replace(/_/g, '/'))) as {
      exp?: unknown;
    };
    return typeof json.exp === 'number' ? new Date(json.exp * 1000) : null;
  } catch {
    return null;
  }
}

function formatTime(date: Date | null): string {
  return date ? date.toLocaleString() : 'Unknown';
}

/** Facts about the current session with no secrets: expiry times, never the tokens themselves. */
export function SessionFacts({ session }: { session: Session | null }) {
  if (!session) {
    return (
      <Descriptions
        size="small"
        column={1}
        items={[{ key: 'state', label: 'Session', children: <Tag>Signed out</Tag> }]}
      />
    );
  }
  const accessExpiry = session.accessTokenExpiresAt
    ? new Date(session.accessTokenExpiresAt)
    : tokenExpiry(session.token);
  const state = stateOfSession(session, Date.now());
  return (
    <Descriptions
      size="small"
      column={1}
      bordered
      items={[
        {
          key: 'state',
          label: 'Session',
          children: <Tag color={state === 'active' ? 'green' : 'orange'}>{state}</Tag>,
        },
        {
          key: 'user',
          label: 'Signed in as',
          children: `${session.user.email} (${session.user.id})`,
        },
        { key: 'role', label: 'Role', children: session.user.role },
        { key: 'remember', label: 'Remember me', children: session.rememberMe ? 'Yes' : 'No' },
        {
          key: 'started',
          label: 'Session started',
          children: formatTime(new Date(session.timestamp)),
        },
        {
          key: 'ends',
          label: 'Session ends',
          children: formatTime(new Date(session.timestamp + sessionMaxAgeMs(session.rememberMe))),
        },
        { key: 'access', label: 'Access token expires', children: formatTime(accessExpiry) },
      ]}
    />
  );
}
