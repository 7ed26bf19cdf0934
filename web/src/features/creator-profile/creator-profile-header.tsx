import CheckCircleFilled from '@ant-design/icons/CheckCircleFilled';
import EditOutlined from '@ant-design/icons/EditOutlined';
import LinkOutlined from '@ant-design/icons/LinkOutlined';
import MessageOutlined from '@ant-design/icons/MessageOutlined';
import type { PublicUserDto } from '@tessera/contracts';
import { isRole } from '@tessera/rules';
import { Avatar, Card, Flex, Tag, Tooltip, Typography } from 'antd';
import { FeatureOffNote } from '../../components/feedback/feature-off-note';
import { ButtonLink } from '../../components/navigation/button-link';
import { useFeatureSwitch } from '../../hooks/use-public-settings';
import { TipButton } from '../billing/tip/tip-button';
import { ReportAccountMenu } from '../reports';
import { CreatorCounts } from './creator-counts';
import { ProfileSubscription } from './profile-subscription';
import { initialsOf } from '../../components/avatar/avatar-initials';

interface CreatorProfileHeaderProps {
  profile: PublicUserDto;
  /** The signed-in person is looking at their own page. */
  isOwn: boolean;
}

/** Cover, picture, names, bio and links of a public profile, with the way to subscribe. */
export function CreatorProfileHeader({ profile, isOwn }: CreatorProfileHeaderProps) {
  const isCreator = isRole(profile.role, 'creator');
  const links = Object.entries(profile.socialLinks);
  const messaging = useFeatureSwitch('messagingEnabled');
  return (
    <Card
      className="profile-card creator-header"
      cover={
        profile.coverImage ? (
          <img src={profile.coverImage} alt="" className="profile-card__cover" />
        ) : (
          <div className="profile-card__cover profile-card__cover--empty" />
        )
      }
    >
      <Flex gap={16} align="flex-end" wrap className="profile-card__identity">
        <Avatar size={88} src={profile.avatar || undefined} className="profile-card__avatar">
          {initialsOf(profile.displayName, 1)}
        </Avatar>
        <div className="profile-card__names">
          <Flex align="center" gap={8} wrap>
            <Typography.Title level={1} className="profile-card__name">
              {profile.displayName}
            </Typography.Title>
            {profile.isVerified && (
              <Tooltip title="Verified">
                <CheckCircleFilled className="creator-header__verified" aria-label="Verified" />
              </Tooltip>
            )}
          </Flex>
          <Flex align="center" gap={8} wrap>
            <Typography.Text type="secondary">@{profile.username}</Typography.Text>
            {isCreator && <Tag color="cyan">Creator</Tag>}
          </Flex>
          {isCreator && (
            <CreatorCounts creatorId={profile.id} showSubscribers={!!profile.showSubscriberCount} />
          )}
        </div>
        {isOwn ? (
          <ButtonLink to="/profile" icon={<EditOutlined />} className="creator-header__action">
            Edit profile
          </ButtonLink>
        ) : (
          isCreator && (
            <Flex gap={8} wrap align="center" className="creator-header__action">
              {messaging.off ? (
                <FeatureOffNote>{messaging.note}</FeatureOffNote>
              ) : (
                <ButtonLink
                  to={`/messages?to=${encodeURIComponent(profile.id)}`}
                  size="large"
                  icon={<MessageOutlined />}
                >
                  Message
                </ButtonLink>
              )}
              <TipButton creatorId={profile.id} creatorName={profile.displayName} size="large" />
              <ProfileSubscription creatorId={profile.id} />
              <ReportAccountMenu userId={profile.id} name={profile.displayName} />
            </Flex>
          )
        )}
      </Flex>
      {profile.bio && (
        <Typography.Paragraph className="profile-card__bio">{profile.bio}</Typography.Paragraph>
      )}
      {links.length > 0 && (
        <Flex gap={12} wrap className="profile-card__links">
          {links.map(([platform, url]) => (
            <a key={platform} href={url} target="_blank" rel="noopener noreferrer">
              <LinkOutlined /> {platform}
            </a>
          ))}
        </Flex>
      )}
    </Card>
  );
}
