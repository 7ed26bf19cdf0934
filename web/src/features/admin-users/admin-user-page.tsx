import type { AccountStatus, UserTimelineEntryDto } from '@tessera/contracts';
import { Alert, Button, Card, Descriptions, Flex, Skeleton, Tag, Timeline, Typography } from 'antd';
import { useState } from 'react';
import { useParams } from 'react-router-dom';
import { ButtonLink } from '../../components/navigation/button-link';
import { useAdminUser } from '../../hooks/use-admin-user';
import { dollars, formatDateTime, STATUS_COLORS } from './admin-labels';
import { ModerationNotesForm } from './moderation-notes-form';
import { UserStatusDialog } from './user-status-dialog';

const KIND_COLORS: Record<UserTimelineEntryDto['kind'], string> = {
  sign_in: 'gray',
  post: 'blue',
  payment: 'green',
  report: 'orange',
  admin_action: 'red',
};

const KIND_WORDS: Record<UserTimelineEntryDto['kind'], string> = {
  sign_in: 'Sign-in',
  post: 'Post',
  payment: 'Payment',
  report: 'Report',
  admin_action: 'Admin action',
};

/** One user: what the platform knows of them, what happened lately, and the actions to take. */
export function AdminUserPage() {
  const { id = '' } = useParams();
  const detail = useAdminUser(id);
  const [changing, setChanging] = useState<AccountStatus | null>(null);

  if (detail.isPending) return <Skeleton active className="page" paragraph={{ rows: 10 }} />;
  if (detail.isError) {
    return (
      <div className="page">
        <Alert
          type="error"
          showIcon
          title="This user could not be loaded"
          description={detail.error.message}
          action={<ButtonLink to="/admin/users">Back to users</ButtonLink>}
        />
      </div>
    );
  }
  const { user, timeline } = detail.data;
  const name = user.displayName || `@${user.username}`;
  const isAdmin = user.role === 'admin';

  return (
    <div className="page page--narrow">
      <ButtonLink to="/admin/users" type="link" className="admin-user__back">
        ← Users
      </ButtonLink>
      <Flex align="center" gap={12} wrap>
        <Typography.Title level={1} className="page-title">
          {name}
        </Typography.Title>
        <Tag color={STATUS_COLORS[user.status]}>{user.status}</Tag>
      </Flex>
      {!isAdmin && (
        <Flex
          gap={8}
          wrap
          className="admin-user__actions"
          role="toolbar"
          aria-label="Account actions"
        >
          {user.status !== 'active' && (
            <Button type="primary" onClick={() => setChanging('active')}>
              Reinstate
            </Button>
          )}
          {user.status !== 'suspended' && (
            <Button onClick={() => setChanging('suspended')}>Suspend</Button>
          )}
          {user.status !== 'banned' && (
            <Button danger onClick={() => setChanging('banned')}>
              Ban
            </Button>
          )}
        </Flex>
      )}
      <Card size="small" className="admin-user__card">
        <Descriptions size="small" column={{ xs: 1, sm: 2 }}>
          <Descriptions.Item label="Username">@{user.username}</Descriptions.Item>
          <Descriptions.Item label="Email">{user.email ?? '—'}</Descriptions.Item>
          <Descriptions.Item label="Role">{user.role}</Descriptions.Item>
          <Descriptions.Item label="Verification">{user.verificationStatus}</Descriptions.Item>
          <Descriptions.Item label="Joined">{formatDateTime(user.createdAt)}</Descriptions.Item>
          <Descriptions.Item label="Last active">
            {formatDateTime(user.lastActiveAt)}
          </Descriptions.Item>
          <Descriptions.Item label="Last address">{user.ipAddress ?? '—'}</Descriptions.Item>
          <Descriptions.Item label="Total spent">{dollars(user.totalSpent)}</Descriptions.Item>
          <Descriptions.Item label="Posts">{user.createdContentCount}</Descriptions.Item>
          <Descriptions.Item label="Subscriptions">{user.subscriptionCount}</Descriptions.Item>
          <Descriptions.Item label="Ban reasons" span={2}>
            {user.flaggedReasons.length > 0 ? user.flaggedReasons.join('; ') : '—'}
          </Descriptions.Item>
        </Descriptions>
      </Card>
      <Typography.Title level={2} className="admin-user__heading">
        Moderation notes
      </Typography.Title>
      <ModerationNotesForm
        key={user.moderationNotes}
        userId={user.id}
        notes={user.moderationNotes}
      />
      <Typography.Title level={2} className="admin-user__heading">
        Timeline
      </Typography.Title>
      {timeline.length === 0 ? (
        <Typography.Text type="secondary">Nothing has happened yet.</Typography.Text>
      ) : (
        <Timeline
          aria-label="Timeline"
          items={timeline.map((entry) => ({
            key: entry.id,
            color: KIND_COLORS[entry.kind],
            content: (
              <>
                <Typography.Text strong>{KIND_WORDS[entry.kind]}</Typography.Text>{' '}
                <Typography.Text>{entry.summary}</Typography.Text>
                <div>
                  <Typography.Text type="secondary">
                    {formatDateTime(entry.occurredAt)}
                  </Typography.Text>
                </div>
              </>
            ),
          }))}
        />
      )}
      {changing && (
        <UserStatusDialog
          userId={user.id}
          name={name}
          status={changing}
          onClose={() => setChanging(null)}
        />
      )}
    </div>
  );
}
