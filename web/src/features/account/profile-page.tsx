import EditOutlined from '@ant-design/icons/EditOutlined';
import LinkOutlined from '@ant-design/icons/LinkOutlined';
import { App, Avatar, Button, Card, Flex, Typography } from 'antd';
import { useState } from 'react';
import { useProfile } from '../../hooks/use-profile';
import { useSession } from '../../session/session-context';
import { userHasRole } from '../../session/user-role';
import { AccountSummary } from './account-summary';
import { DevicesCard } from './devices-card';
import { ProfileForm } from './profile-form';
import { initialsOf } from '../../components/avatar/avatar-initials';

export function ProfilePage() {
  const { user } = useSession();
  useProfile();
  const [editing, setEditing] = useState(false);
  const { notification } = App.useApp();

  if (!user) return null;

  const links = Object.entries(user.socialLinks ?? {});
  return (
    <div className="page page--narrow">
      <Card
        className="profile-card"
        cover={
          user.coverImage ? (
            <img src={user.coverImage} alt="" className="profile-card__cover" />
          ) : (
            <div className="profile-card__cover profile-card__cover--empty" />
          )
        }
      >
        <Flex gap={16} align="flex-end" wrap className="profile-card__identity">
          <Avatar size={88} src={user.avatar || undefined} className="profile-card__avatar">
            {initialsOf(user.displayName, 1)}
          </Avatar>
          <div className="profile-card__names">
            <Typography.Title level={1} className="profile-card__name">
              {user.displayName}
            </Typography.Title>
            <Typography.Text type="secondary">@{user.username}</Typography.Text>
          </div>
          {!editing && (
            <Button
              icon={<EditOutlined />}
              onClick={() => setEditing(true)}
              className="profile-card__edit"
            >
              Edit profile
            </Button>
          )}
        </Flex>
        {!editing && (
          <>
            <Typography.Paragraph className="profile-card__bio">
              {user.bio || <Typography.Text type="secondary">No bio yet.</Typography.Text>}
            </Typography.Paragraph>
            {links.length > 0 && (
              <Flex gap={12} wrap className="profile-card__links">
                {links.map(([platform, url]) => (
                  <a key={platform} href={url} target="_blank" rel="noopener noreferrer">
                    <LinkOutlined /> {platform}
                  </a>
                ))}
              </Flex>
            )}
          </>
        )}
        {editing && (
          <ProfileForm
            user={user}
            fields={[
              'displayName',
              'bio',
              'avatar',
              'coverImage',
              'socialLinks',
              ...(userHasRole(user, 'creator') ? (['showSubscriberCount'] as const) : []),
            ]}
            submitLabel="Save changes"
            onSaved={() => {
              setEditing(false);
              notification.success({
                title: 'Profile updated',
                description: 'Your changes are saved.',
              });
            }}
            secondaryAction={<Button onClick={() => setEditing(false)}>Cancel</Button>}
          />
        )}
      </Card>
      <Card title="Account" className="page-card">
        <AccountSummary user={user} />
      </Card>
      <DevicesCard />
    </div>
  );
}
